/**
 * The profile slice's selectors, by feature. They live apart from the thunks so that a component
 * reading the state does not bring the profile's calls into the page's first-load JavaScript; the
 * thunks (through ./index.ts) load with the components and tasks that dispatch them.
 * Memoised selectors (createSelector) are in ./derived.ts: Redux Toolkit stays off the first paint.
 */
import type { RootState } from '../types';

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
export const selectFavourites = (state: RootState) => state.profile.favourites;
export const selectRecentGames = (state: RootState) => state.profile.recentGames;

// limits
export const selectLimits = (state: RootState) => state.profile.limits;
export const selectRealityCheckInterval = (state: RootState) => state.profile.realityCheckInterval;
/** The reality check the platform says is due, or null. */
export const selectRealityCheck = (state: RootState) =>
  state.profile.limits?.find((entry) => entry.kind === 'realityCheck')?.realityCheck ?? null;

// wallet
export const selectBalance = (state: RootState) => state.profile.balance;
