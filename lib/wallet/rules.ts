/**
 * Pure money rules of the wallet (docs/product/flows.md, docs/product/validation.md, docs/product/constants.md): quick-pick deposit amounts, deposit
 * amount parsing and validation, withdrawable cash and the withdraw button / confirmation rules.
 */
import { DEPOSIT_MAX_DEFAULT, DEPOSIT_MIN_DEFAULT } from '@/lib/constants';

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

/** Whether a typed value may go into the amount field (at most 6 characters). */
export function acceptAmountInput(value: string): boolean {
  return value.length <= AMOUNT_MAX_LENGTH;
}

/** '12,5' or '12.5' → 12.5; empty or not a number → null. */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!text || !/^\d*\.?\d*$/.test(text) || text === '.') return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

export interface AmountLimits {
  min: number;
  max: number;
}

export type AmountError = { kind: 'required' } | { kind: 'invalid' } | { kind: 'min'; amount: number } | { kind: 'max'; amount: number };

/** Validate an amount against its limits; null when valid. The error's amount is the limit. */
export function validateAmount(value: string, { min, max }: AmountLimits): AmountError | null {
  if (!value.trim()) return { kind: 'required' };
  const amount = parseAmount(value);
  if (amount === null) return { kind: 'invalid' };
  if (amount < min) return { kind: 'min', amount: min };
  if (amount > max) return { kind: 'max', amount: max };
  return null;
}

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

interface MethodLimits {
  minAmount?: Record<string, number>;
  maxAmount?: Record<string, number>;
}

/** A method's EUR limits, with the deposit defaults (10 and 100000). */
export function methodLimits(method: MethodLimits | null | undefined, fallback: AmountLimits = { min: DEPOSIT_MIN_DEFAULT, max: DEPOSIT_MAX_DEFAULT }): AmountLimits {
  const min = method?.minAmount?.EUR;
  const max = method?.maxAmount?.EUR;
  return {
    min: typeof min === 'number' && Number.isFinite(min) ? min : fallback.min,
    max: typeof max === 'number' && Number.isFinite(max) ? max : fallback.max,
  };
}

/** Withdrawable cash: cash minus reserve, never below zero. */
export function withdrawable(cash: number | null | undefined, reserve: number | null | undefined): number {
  const value = (Number(cash) || 0) - (Number(reserve) || 0);
  return Math.max(0, Math.round(value * 100) / 100);
}

/** docs/product/validation.md: the withdraw button is disabled if amount ≤ 0 or withdrawable ≤ 0. */
export function withdrawDisabled(amount: number | null, withdrawableCash: number): boolean {
  return amount === null || amount <= 0 || withdrawableCash <= 0;
}

/** docs/product/flows.md: a confirmation step warns when promo balance or free spins would be forfeited. */
export function needsForfeitConfirmation(promoBalance: number | null | undefined, freeSpins: number | null | undefined): boolean {
  return (Number(promoBalance) || 0) > 0 || (Number(freeSpins) || 0) > 0;
}

/** The last successful deposit's amount from a newest-first list (the first 'ok' item). */
export function lastSuccessfulDeposit(transactions: readonly { status: string; amount: number }[] | null | undefined): number | null {
  const found = transactions?.find((item) => item.status === 'ok');
  return found ? Number(found.amount) : null;
}
