/** Shapes of the responsible-gaming limits (docs/product/data.md). */

export type LossKind = 'dailyLoss' | 'weeklyLoss' | 'monthlyLoss';
export type LimitKind = 'coolOff' | LossKind | 'realityCheck';

export const LOSS_KINDS: readonly LossKind[] = ['dailyLoss', 'weeklyLoss', 'monthlyLoss'];

/** What the player has played since the reality check's count started (GET /player/limits). */
export interface RealityCheckReport {
  intervalMinutes: number;
  startTime: number;
  playTimeMinutes: number;
  bets: number;
  wins: number;
  net: number;
  currency: string;
}

/**
 * One entry of the displayed limits list. `ammount` is spelt as the product's default list
 * spells it (services/limits/api.ts maps the platform's `amount` onto it; 0 = no limit); the
 * other fields are those of the displayed limit. A `realityCheck` entry carries a due check.
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
  currency?: 'EUR' | string;
  coolOff?: boolean;
  realityCheck?: RealityCheckReport | null;
}

/** A server limit (GET /player/limits): a loss limit that exists, with its pending change. */
export interface TrueLimit {
  kind: LossKind | string;
  amount: number | null;
  newAmount?: number | null;
  increasingToBeConfirmed?: boolean;
  pendingRemoval?: boolean;
  [extra: string]: unknown;
}
