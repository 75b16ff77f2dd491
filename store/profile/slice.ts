/**
 * The one slice of the player's state (docs/product/data.md "Profile state", docs/product/flows.md
 * login status); its state's shape and initial value are in ./state.ts. Its thunks and selectors
 * live beside it, one file per feature (account, wallet, games, transactions, bonuses, limits);
 * profile work adds its own file here.
 *
 * The slice injects its reducer into the root reducer (store/rootReducer.ts) when this module is
 * first imported, i.e. by the first code that can dispatch its actions: the player load after
 * hydration, a login, a profile page. Until then the store keeps the initial profile state, and a
 * page's first-load JavaScript carries neither this slice nor Redux Toolkit and immer.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Activity, Player } from '@/services/account/player';
import type { BonusGameAnswer, DepositCampaign, FreeSpinList, LoyaltyAnswer, WheelState } from '@/services/bonuses/api';
import type { FavouriteGame, RecentGame } from '@/services/games/api';
import type { LimitEntry, LimitKind, TrueLimit } from '@/services/limits/api';
import type { DepositList, GameRoundList, WithdrawalList } from '@/services/transactions/api';
import type { Balance } from '@/services/wallet/balance';
import { injectProfileReducer } from '../rootReducer';
import { defaultLimits, initialProfileState, type ProfileResource } from './state';

const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    setLoggedIn(state) {
      state.isLoggedIn = true;
    },
    /**
     * docs/product/flows.md: clears balance, player, trueLimits, loyalty, limits, deposits, freeSpins,
     * campaigns and bonus wheel spins; keeps bonus game rewards. "Clearing" limits puts the default
     * list back (the limits screen always has its four entries to render). The recent games go too.
     */
    setLoggedOut(state) {
      state.isLoggedIn = false;
      state.balance = null;
      state.player = null;
      state.trueLimits = null;
      state.realityCheckInterval = null;
      state.loyalty = null;
      state.limits = defaultLimits();
      state.deposits = null;
      state.freeSpins = null;
      state.campaigns = null;
      state.bonusWheelSpins = null;
      state.recentGames = null;
    },
    setLoading(state, action: PayloadAction<{ resource: ProfileResource; loading: boolean }>) {
      state[`${action.payload.resource}Loading`] = action.payload.loading;
    },
    setPlayer(state, action: PayloadAction<Player | null>) {
      state.player = action.payload;
    },
    /** Merge fields into the player record (marketing permissions, updated details). */
    updatePlayer(state, action: PayloadAction<Partial<Player>>) {
      if (state.player) Object.assign(state.player, action.payload);
    },
    setBalance(state, action: PayloadAction<Balance | null>) {
      state.balance = action.payload;
    },
    /** The chosen avatar id (default 1, also when it could not be loaded). */
    setAvatar(state, action: PayloadAction<number>) {
      state.avatar = action.payload;
    },
    setLoyalty(state, action: PayloadAction<LoyaltyAnswer | null>) {
      state.loyalty = action.payload;
    },
    setLimits(state, action: PayloadAction<LimitEntry[] | null>) {
      state.limits = action.payload;
    },
    /** Update only the entry of the given kind; nothing happens when the list is absent. */
    updateLimit(state, action: PayloadAction<{ kind: LimitKind; changes: Partial<Omit<LimitEntry, 'kind'>> }>) {
      const entry = state.limits?.find((limit) => limit.kind === action.payload.kind);
      if (entry) Object.assign(entry, action.payload.changes);
    },
    setTrueLimits(state, action: PayloadAction<TrueLimit[] | null>) {
      state.trueLimits = action.payload;
    },
    setRealityCheckInterval(state, action: PayloadAction<number | null>) {
      state.realityCheckInterval = action.payload;
    },
    setFavourites(state, action: PayloadAction<FavouriteGame[] | null>) {
      state.favourites = action.payload;
    },
    setRecentGames(state, action: PayloadAction<RecentGame[] | null>) {
      state.recentGames = action.payload;
    },
    setSessionTimer(state, action: PayloadAction<string>) {
      state.sessionTimer = action.payload;
    },
    setGameTransactions(state, action: PayloadAction<GameRoundList | null>) {
      state.gameTransactions = action.payload;
    },
    setDeposits(state, action: PayloadAction<DepositList | null>) {
      state.deposits = action.payload;
    },
    setGameWithdraws(state, action: PayloadAction<WithdrawalList | null>) {
      state.gameWithdraws = action.payload;
    },
    setPlayerActivity(state, action: PayloadAction<Activity | null>) {
      state.playerActivity = action.payload;
    },
    setFreeSpins(state, action: PayloadAction<FreeSpinList | null>) {
      state.freeSpins = action.payload;
    },
    setCampaigns(state, action: PayloadAction<DepositCampaign[] | null>) {
      state.campaigns = action.payload;
    },
    setBonusWheelSpins(state, action: PayloadAction<WheelState | null>) {
      state.bonusWheelSpins = action.payload;
    },
    setBonusGameRewards(state, action: PayloadAction<BonusGameAnswer | null>) {
      state.bonusGameRewards = action.payload;
    },
  },
});

export const {
  setLoggedIn,
  setLoggedOut,
  setLoading,
  setPlayer,
  updatePlayer,
  setBalance,
  setAvatar,
  setLoyalty,
  setLimits,
  updateLimit,
  setTrueLimits,
  setRealityCheckInterval,
  setFavourites,
  setRecentGames,
  setSessionTimer,
  setGameTransactions,
  setDeposits,
  setGameWithdraws,
  setPlayerActivity,
  setFreeSpins,
  setCampaigns,
  setBonusWheelSpins,
  setBonusGameRewards,
} = profileSlice.actions;

// Replaces the first-paint placeholder that only kept the initial (or preloaded) state.
injectProfileReducer(profileSlice.reducer);
