/** Shapes of the Player API answers (SPEC section 3). Fields SPEC lists; extra fields pass through. */

export type Currency = 'EUR';

export interface Player {
  userId: number | string;
  nickName?: string | null;
  firstName?: string;
  lastName?: string;
  address?: string;
  houseNumber?: string;
  zipCode?: string;
  city?: string;
  email?: string | null;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean;
  /** ISO 3166 alpha-3, e.g. 'FIN', 'EST'. */
  country?: string;
  receiveEmail?: boolean;
  receiveSms?: boolean;
  lastLoginTime?: string | number | null;
  /** Platform extras: email verified, a password set, nickname/email/phone/password all present. */
  emailVerified?: boolean;
  hasPassword?: boolean;
  accountComplete?: boolean;
  language?: string;
  birthDate?: string | null;
  currency?: string;
}

export interface Balance {
  balance: number;
  cash: number;
  promo: number;
  currency: Currency | string;
  currentTurnover: number;
  totalTurnover: number;
}

export type LimitKind = 'coolOff' | 'dailyLoss' | 'weeklyLoss' | 'monthlyLoss';

/**
 * One entry of the displayed limits list. `ammount` is spelt as SPEC's default list spells it;
 * the other fields are those of SPEC's "Limit (display)".
 */
export interface LimitEntry {
  kind: LimitKind;
  ammount?: number;
  usedAmount?: number;
  /** Default 10. */
  minAmount?: number;
  /** Default 100000. */
  maxAmount?: number;
  /** Default true. */
  autoRenew?: boolean;
  newAmount?: number | null;
  amountEffectiveTime?: string | number | null;
  endTime?: string | number | null;
  currency?: Currency | string;
  coolOff?: boolean;
}

/** A server limit (GET /player/limits). */
export interface TrueLimit {
  kind: Exclude<LimitKind, 'coolOff'> | string;
  amount: number | null;
  newAmount?: number | null;
  increasingToBeConfirmed?: boolean;
  [extra: string]: unknown;
}

export interface Loyalty {
  [field: string]: unknown;
}

export interface Activity {
  activities: { createdTime: string | number; [extra: string]: unknown }[];
}

export interface PagedList<T> {
  count: number;
  pageCount: number;
  page?: number;
  transactions: T[];
  [extra: string]: unknown;
}

export interface DepositTransaction {
  status: string;
  amount: number;
  currency: string;
  createdTime: string | number;
}

export interface BetTransaction {
  createdTime: string | number;
  productTranslation: string;
  betAmount: number;
  winAmount: number;
  currency: string;
}

export interface WithdrawTransaction {
  status?: string;
  amount: number;
  currency: string;
  createdTime: string | number;
  reference?: string;
  [extra: string]: unknown;
}

export interface FreeSpinBonus {
  freeSpinsBonusId: number | string;
  name: string;
  games: { translation?: string; friendlyName?: string; [extra: string]: unknown }[];
  freeSpins: number;
  total: number;
  turnoverFactor: number;
  expirationTime: string | number;
  createdTime: string | number;
  cancellable: boolean;
}

export type FreeSpinList = PagedList<FreeSpinBonus>;

export interface DepositCampaign {
  campaignId: number | string;
  title: string;
  minDepositAmount: number;
  maxPromoLimit?: number;
  freeSpinAmount?: number;
  turnoverFactor: number;
}

export interface BonusWheelSpins {
  available_spins: number;
  [extra: string]: unknown;
}

export type BonusGameRewards = Record<string, unknown>;

export interface FavouriteGame {
  id?: number | string;
  gameId?: number | string;
  slug?: string;
  [extra: string]: unknown;
}
