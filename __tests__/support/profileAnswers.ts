/**
 * What a test needs the profile to become in the middle of a scenario, as the slice receives it in
 * production: the answer of one of its thunks (store/profile/*). A test that only needs a starting
 * state preloads it (makeStore); the slice has no plain action a test could set it with.
 */
import type { Player } from '@/lib/account/types';
import type { RecentGame } from '@/lib/games/types';
import { fetchRecentGames, requestPlayer, saveAvatar } from '@/store/profile';

export const TEST_PLAYER: Player = { success: true, userId: 7, nickName: 'Onni', email: 'onni@example.fi' };

/** The page load's GET /player answered a player: logged in. */
export const playerLoggedIn = (player: Player = TEST_PLAYER) => requestPlayer.fulfilled(player, 'test');

/** POST /user/avatar answered the chosen avatar. */
export const avatarSaved = (avatar: number) =>
  saveAvatar.fulfilled({ success: true, data: { success: true, avatar, avatars: [] } }, 'test', avatar);

/** GET /games/RecentGames answered these games. */
export const recentGamesAnswered = (games: RecentGame[]) =>
  fetchRecentGames.fulfilled({ success: true, data: { success: true, games } }, 'test');
