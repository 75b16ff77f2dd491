/**
 * Typed amounts (docs/product/validation.md): what the amount field accepts, parsing and the check against limits.
 */
import { AMOUNT_MAX_LENGTH, type AmountLimits } from './rules';

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

export type AmountError =
  { kind: 'required' } | { kind: 'invalid' } | { kind: 'decimals' } | { kind: 'min'; amount: number } | { kind: 'max'; amount: number };

/** Cents are the smallest unit: more than two decimals (e.g. 10,555) is refused, not rounded. */
const MAX_DECIMALS = 2;

/** Validate an amount against its limits; null when valid. The error's amount is the limit. */
export function validateAmount(value: string, { min, max }: AmountLimits): AmountError | null {
  if (!value.trim()) return { kind: 'required' };
  const amount = parseAmount(value);
  if (amount === null) return { kind: 'invalid' };
  if ((/[.,](\d*)/.exec(value)?.[1].length ?? 0) > MAX_DECIMALS) return { kind: 'decimals' };
  if (amount < min) return { kind: 'min', amount: min };
  if (amount > max) return { kind: 'max', amount: max };
  return null;
}
