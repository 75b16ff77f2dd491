/**
 * The one slice of the player's state (docs/product/data.md "Profile state", docs/product/flows.md
 * login status). Its thunks and selectors live beside it, one file per feature (account, wallet,
 * games, transactions, bonuses, limits); profile work adds its own file here.
 *
 * Shape convention: every fetched resource `x` has `x` (null until loaded, or its default) and a
 * boolean `xLoading` that is true while a request for it runs. `sessionTimer` is a plain string
 * ("0" by default) and has no loading flag; `isLoggedIn` neither.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Activity, Player } from '@/services/account/types';
import type { BonusGameRewards, BonusWheelSpins, DepositCampaign, FreeSpinList } from '@/services/bonuses/types';
import type { PlayerGame } from '@/services/games/api';
import type { FavouriteGame } from '@/services/games/types';
import type { LimitEntry, LimitKind, TrueLimit } from '@/services/limits/types';
import type { Loyalty } from '@/services/profile/types';
import type { BetTransaction, DepositTransaction, PagedList, WithdrawTransaction } from '@/services/transactions/types';
import type { Balance } from '@/services/wallet/types';

export const DEFAULT_AVATAR = 1;
export const DEFAULT_SESSION_TIMER = '0';

/** The product's default limits list: cool-off off; daily 0, weekly 1000, monthly 2000 EUR. */
export function defaultLimits(): LimitEntry[] {
  return [
    { kind: 'coolOff', coolOff: false },
    { kind: 'dailyLoss', currency: 'EUR', ammount: 0 },
    { kind: 'weeklyLoss', currency: 'EUR', ammount: 1000 },
    { kind: 'monthlyLoss', currency: 'EUR', ammount: 2000 },
  ];
}

export interface ProfileState {
  isLoggedIn: boolean;
  balance: Balance | null;
  balanceLoading: boolean;
  player: Player | null;
  playerLoading: boolean;
  loyalty: Loyalty | null;
  loyaltyLoading: boolean;
  avatar: number;
  avatarLoading: boolean;
  /** Null means "absent": limit actions then do nothing (docs/product/flows.md). */
  limits: LimitEntry[] | null;
  limitsLoading: boolean;
  trueLimits: TrueLimit[] | null;
  trueLimitsLoading: boolean;
  /** Reality-check interval in minutes (0 = off); null until the limits are loaded. */
  realityCheckInterval: number | null;
  favourites: FavouriteGame[] | null;
  favouritesLoading: boolean;
  /** The player's recent games (GET /games/RecentGames); the site's own addition to the product's list. */
  recentGames: PlayerGame[] | null;
  recentGamesLoading: boolean;
  sessionTimer: string;
  gameTransactions: PagedList<BetTransaction> | null;
  gameTransactionsLoading: boolean;
  deposits: PagedList<DepositTransaction> | null;
  depositsLoading: boolean;
  gameWithdraws: PagedList<WithdrawTransaction> | null;
  gameWithdrawsLoading: boolean;
  playerActivity: Activity | null;
  playerActivityLoading: boolean;
  freeSpins: FreeSpinList | null;
  freeSpinsLoading: boolean;
  campaigns: DepositCampaign[] | null;
  campaignsLoading: boolean;
  bonusWheelSpins: BonusWheelSpins | null;
  bonusWheelSpinsLoading: boolean;
  bonusGameRewards: BonusGameRewards | null;
  bonusGameRewardsLoading: boolean;
}

/** Resources that have a loading flag (`${resource}Loading`). */
export type ProfileResource =
  | 'balance'
  | 'player'
  | 'loyalty'
  | 'avatar'
  | 'limits'
  | 'trueLimits'
  | 'favourites'
  | 'recentGames'
  | 'gameTransactions'
  | 'deposits'
  | 'gameWithdraws'
  | 'playerActivity'
  | 'freeSpins'
  | 'campaigns'
  | 'bonusWheelSpins'
  | 'bonusGameRewards';

export function initialProfileState(): ProfileState {
  return {
    isLoggedIn: false,
    balance: null,
    balanceLoading: false,
    player: null,
    playerLoading: false,
    loyalty: null,
    loyaltyLoading: false,
    avatar: DEFAULT_AVATAR,
    avatarLoading: false,
    limits: defaultLimits(),
    limitsLoading: false,
    trueLimits: null,
    trueLimitsLoading: false,
    realityCheckInterval: null,
    favourites: null,
    favouritesLoading: false,
    recentGames: null,
    recentGamesLoading: false,
    sessionTimer: DEFAULT_SESSION_TIMER,
    gameTransactions: null,
    gameTransactionsLoading: false,
    deposits: null,
    depositsLoading: false,
    gameWithdraws: null,
    gameWithdrawsLoading: false,
    playerActivity: null,
    playerActivityLoading: false,
    freeSpins: null,
    freeSpinsLoading: false,
    campaigns: null,
    campaignsLoading: false,
    bonusWheelSpins: null,
    bonusWheelSpinsLoading: false,
    bonusGameRewards: null,
    bonusGameRewardsLoading: false,
  };
}

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
    setLoyalty(state, action: PayloadAction<Loyalty | null>) {
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
    setRecentGames(state, action: PayloadAction<PlayerGame[] | null>) {
      state.recentGames = action.payload;
    },
    setSessionTimer(state, action: PayloadAction<string>) {
      state.sessionTimer = action.payload;
    },
    setGameTransactions(state, action: PayloadAction<PagedList<BetTransaction> | null>) {
      state.gameTransactions = action.payload;
    },
    setDeposits(state, action: PayloadAction<PagedList<DepositTransaction> | null>) {
      state.deposits = action.payload;
    },
    setGameWithdraws(state, action: PayloadAction<PagedList<WithdrawTransaction> | null>) {
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
    setBonusWheelSpins(state, action: PayloadAction<BonusWheelSpins | null>) {
      state.bonusWheelSpins = action.payload;
    },
    setBonusGameRewards(state, action: PayloadAction<BonusGameRewards | null>) {
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
export const profileReducer = profileSlice.reducer;
