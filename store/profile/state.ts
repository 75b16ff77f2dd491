import type { Activity, Player } from '@/lib/account/types';
import type { BonusGameAnswer, DepositCampaign, FreeSpinList, LoyaltyAnswer, WheelState } from '@/lib/bonuses/types';
import type { FavouriteGame, RecentGame } from '@/lib/games/types';
import type { LimitEntry, TrueLimit } from '@/lib/limits/types';
import type { DepositList, GameRoundList, WithdrawalList } from '@/lib/transactions/types';
import type { Balance } from '@/lib/wallet/types';
/**
 * The shape and initial value of the profile slice's state (docs/product/data.md "Profile
 * state"). Plain data without Redux Toolkit: the first-paint store holds this initial state until
 * the slice itself (store/profile/slice.ts, with immer) is injected on first import.
 *
 * Shape convention: every fetched resource `x` has `x` (null until loaded, or its default) and a
 * boolean `xLoading` that is true while a request for it runs. `sessionTimer` is a plain string
 * ("0" by default) and has no loading flag; `isLoggedIn` neither.
 */

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
  loyalty: LoyaltyAnswer | null;
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
  recentGames: RecentGame[] | null;
  recentGamesLoading: boolean;
  sessionTimer: string;
  gameTransactions: GameRoundList | null;
  gameTransactionsLoading: boolean;
  deposits: DepositList | null;
  depositsLoading: boolean;
  gameWithdraws: WithdrawalList | null;
  gameWithdrawsLoading: boolean;
  playerActivity: Activity | null;
  playerActivityLoading: boolean;
  freeSpins: FreeSpinList | null;
  freeSpinsLoading: boolean;
  campaigns: DepositCampaign[] | null;
  campaignsLoading: boolean;
  bonusWheelSpins: WheelState | null;
  bonusWheelSpinsLoading: boolean;
  bonusGameRewards: BonusGameAnswer | null;
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
