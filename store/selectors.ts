/** Selectors of the profile and app slices. */
import type { RootState } from './index';

export const selectProfile = (state: RootState) => state.profile;
export const selectIsLoggedIn = (state: RootState) => state.profile.isLoggedIn;
export const selectPlayer = (state: RootState) => state.profile.player;
export const selectPlayerLoading = (state: RootState) => state.profile.playerLoading;
export const selectBalance = (state: RootState) => state.profile.balance;
export const selectBalanceLoading = (state: RootState) => state.profile.balanceLoading;
export const selectLoyalty = (state: RootState) => state.profile.loyalty;
export const selectAvatar = (state: RootState) => state.profile.avatar;
export const selectLimits = (state: RootState) => state.profile.limits;
export const selectTrueLimits = (state: RootState) => state.profile.trueLimits;
export const selectFavourites = (state: RootState) => state.profile.favourites;
export const selectSessionTimer = (state: RootState) => state.profile.sessionTimer;
export const selectGameTransactions = (state: RootState) => state.profile.gameTransactions;
export const selectDeposits = (state: RootState) => state.profile.deposits;
export const selectGameWithdraws = (state: RootState) => state.profile.gameWithdraws;
export const selectPlayerActivity = (state: RootState) => state.profile.playerActivity;
export const selectFreeSpins = (state: RootState) => state.profile.freeSpins;
export const selectCampaigns = (state: RootState) => state.profile.campaigns;
export const selectBonusWheelSpins = (state: RootState) => state.profile.bonusWheelSpins;
export const selectBonusGameRewards = (state: RootState) => state.profile.bonusGameRewards;
/** Available bonus wheel spins (0 when unknown or logged out). */
export const selectAvailableSpins = (state: RootState) => state.profile.bonusWheelSpins?.available_spins ?? 0;
/** A limit increase waits for the player's confirmation (loss-limit modal). */
export const selectHasLimitToConfirm = (state: RootState) =>
  (state.profile.trueLimits ?? []).some((limit) => limit.increasingToBeConfirmed === true);

export const selectPlayerLoadFinished = (state: RootState) => state.app.playerLoadFinished;
export const selectLoadingFlags = (state: RootState) => state.app.loading;
/** True while any loading-screen flag is set. */
export const selectIsLoading = (state: RootState) => Object.values(state.app.loading).some(Boolean);
export const selectMaintenance = (state: RootState) => state.app.maintenance;
export const selectServiceDisruption = (state: RootState) => state.app.serviceDisruption;
export const selectDismissedBanners = (state: RootState) => state.app.dismissedBanners;
