/**
 * Pure money rules of the wallet (docs/product/constants.md): quick-pick deposit amounts and
 * method limits. The deposit box paints with the home page from this module alone; what the
 * working forms check is in ./amount (typed amounts) and ./withdrawRules, loaded with them.
 */
import { DEPOSIT_MAX_DEFAULT, DEPOSIT_MIN_DEFAULT } from '@/lib/constants';
import type { PaymentMethod } from '@/lib/wallet/types';

/** The amount input accepts at most this many characters. */
export const AMOUNT_MAX_LENGTH = 6;
/** Quick picks use this value when the player has no successful deposit. */
const NO_DEPOSIT_QUICK_PICK_BASE = 49;

/** Quick-pick amounts by the last successful deposit (docs/product/constants.md). */
export function quickPicks(lastDeposit: number | null | undefined): [number, number, number] {
  const base = typeof lastDeposit === 'number' && Number.isFinite(lastDeposit) ? lastDeposit : NO_DEPOSIT_QUICK_PICK_BASE;
  if (base < 25) return [25, 50, 100];
  if (base < 50) return [50, 100, 200];
  if (base < 100) return [100, 150, 200];
  return [150, 200, 300];
}

export interface AmountLimits {
  min: number;
  max: number;
}

/** The limits of a payment or withdrawal method (either may be left out: the defaults apply). */
type MethodLimits = Partial<Pick<PaymentMethod, 'minAmount' | 'maxAmount'>>;

/** A method's EUR limits, with the deposit defaults (10 and 100000). */
export function methodLimits(
  method: MethodLimits | null | undefined,
  fallback: AmountLimits = { min: DEPOSIT_MIN_DEFAULT, max: DEPOSIT_MAX_DEFAULT },
): AmountLimits {
  const min = method?.minAmount?.EUR;
  const max = method?.maxAmount?.EUR;
  return {
    min: typeof min === 'number' && Number.isFinite(min) ? min : fallback.min,
    max: typeof max === 'number' && Number.isFinite(max) ? max : fallback.max,
  };
}

/** The last successful deposit's amount from a newest-first list (the first 'ok' item). */
export function lastSuccessfulDeposit(transactions: readonly { status: string; amount: number }[] | null | undefined): number | null {
  const found = transactions?.find((item) => item.status === 'ok');
  return found ? Number(found.amount) : null;
}
