/**
 * The profile slice's selectors, by feature. They live apart from the thunks so that a component
 * reading the state does not bring a feature's calls into the page's first-load JavaScript; the
 * thunks (store/profile/<feature>.ts) load with the components and tasks that dispatch them.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { PlayerGame } from '@/services/games/api';
import type { FavouriteGame } from '@/services/games/types';
import type { TrueLimit } from '@/services/limits/types';
import type { RootState } from '../index';

// account
export const selectIsLoggedIn = (state: RootState) => state.profile.isLoggedIn;
export const selectPlayer = (state: RootState) => state.profile.player;
export const selectAvatar = (state: RootState) => state.profile.avatar;
export const selectSessionTimer = (state: RootState) => state.profile.sessionTimer;

// bonuses
/** Available bonus wheel spins (0 when unknown or logged out). */
export const selectAvailableSpins = (state: RootState) => state.profile.bonusWheelSpins?.available_spins ?? 0;
export const selectFreeSpins = (state: RootState) => state.profile.freeSpins;
export const selectCampaigns = (state: RootState) => state.profile.campaigns;
export const selectLoyalty = (state: RootState) => state.profile.loyalty;
/** The campaigns badge: free-spin bonuses plus deposit campaigns (docs/product/screens.md). */
export const selectBonusCount = (state: RootState) => (state.profile.freeSpins?.count ?? 0) + (state.profile.campaigns?.length ?? 0);

// games
export const selectRecentGames = (state: RootState) => state.profile.recentGames;
/** Favourites as whole games (entries without a slug are left out). */
export const selectFavouriteGames = createSelector([(state: RootState) => state.profile.favourites], (favourites): PlayerGame[] =>
  (favourites ?? []).filter((entry): entry is FavouriteGame & PlayerGame => typeof entry.slug === 'string' && typeof entry.id === 'number'),
);

// limits
export const selectLimits = (state: RootState) => state.profile.limits;
export const selectRealityCheckInterval = (state: RootState) => state.profile.realityCheckInterval;
/** Limits whose raise or removal waits for the player's confirmation (the loss-limit modal). */
export const selectLimitsToConfirm = createSelector([(state: RootState) => state.profile.trueLimits], (trueLimits): TrueLimit[] =>
  (trueLimits ?? []).filter((limit) => limit.increasingToBeConfirmed === true),
);
/** The reality check the platform says is due, or null. */
export const selectRealityCheck = (state: RootState) => state.profile.limits?.find((entry) => entry.kind === 'realityCheck')?.realityCheck ?? null;

// wallet
export const selectBalance = (state: RootState) => state.profile.balance;
