/** Shapes of the responsible-gaming limits (docs/product/data.md). */

export type LimitKind = 'coolOff' | 'dailyLoss' | 'weeklyLoss' | 'monthlyLoss';

/**
 * One entry of the displayed limits list. `ammount` is spelt as the product's default list
 * spells it; the other fields are those of the displayed limit.
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
}

/** A server limit (GET /player/limits). */
export interface TrueLimit {
  kind: Exclude<LimitKind, 'coolOff'> | string;
  amount: number | null;
  newAmount?: number | null;
  increasingToBeConfirmed?: boolean;
  [extra: string]: unknown;
}
