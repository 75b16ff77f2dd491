/**
 * The withdraw form's rules (docs/product/flows.md, docs/product/validation.md): withdrawable cash, the amount check, the
 * button and the forfeit confirmation.
 */
import { parseAmount, validateAmount, type AmountError } from './amount';
import type { AmountLimits } from './rules';
import type { Balance } from './types';

/**
 * The withdraw form's check, before anything is asked or sent: the amount may not exceed the
 * withdrawable cash (its max is that cash), then the method's limits apply. With nothing
 * withdrawable the button is disabled instead (withdrawDisabled).
 */
export function validateWithdrawAmount(value: string, limits: AmountLimits, withdrawableCash: number): AmountError | null {
  const amount = parseAmount(value);
  if (amount !== null && withdrawableCash > 0 && amount > withdrawableCash) return { kind: 'max', amount: withdrawableCash };
  return validateAmount(value, limits);
}

/** Withdrawable cash: cash minus reserve, never below zero. */
export function withdrawable(cash: number | null | undefined, reserve: number | null | undefined): number {
  const value = (Number(cash) || 0) - (Number(reserve) || 0);
  return Math.max(0, Math.round(value * 100) / 100);
}

/** Withdrawable cash of a balance: the platform's value, else cash − reserve (never below 0). */
export function balanceWithdrawable(balance: Balance | null | undefined): number {
  if (!balance) return 0;
  if (typeof balance.withdrawable === 'number') return Math.max(0, balance.withdrawable);
  return withdrawable(balance.cash, balance.cashReserve);
}

/** docs/product/validation.md: the withdraw button is disabled if amount ≤ 0 or withdrawable ≤ 0. */
export function withdrawDisabled(amount: number | null, withdrawableCash: number): boolean {
  return amount === null || amount <= 0 || withdrawableCash <= 0;
}

/** docs/product/flows.md: a confirmation step warns when promo balance or free spins would be forfeited. */
export function needsForfeitConfirmation(promoBalance: number | null | undefined, freeSpins: number | null | undefined): boolean {
  return (Number(promoBalance) || 0) > 0 || (Number(freeSpins) || 0) > 0;
}

/** The forfeit warning's text (wallet namespace): only what would be lost, no zero amounts. */
export function forfeitMessage(
  promoBalance: number | null | undefined,
  freeSpins: number | null | undefined,
): { key: string; promo: number; spins: number } {
  const promo = Math.max(0, Number(promoBalance) || 0);
  const spins = Math.max(0, Number(freeSpins) || 0);
  const key = promo > 0 && spins > 0 ? 'withdraw.forfeitText' : promo > 0 ? 'withdraw.forfeitPromo' : 'withdraw.forfeitSpins';
  return { key, promo, spins };
}

/** The amount hint's maximum: the method's maximum or the withdrawable cash, whichever is lower. */
export function withdrawHintMax(methodMax: number, withdrawableCash: number): number {
  return withdrawableCash > 0 ? Math.min(methodMax, withdrawableCash) : methodMax;
}
