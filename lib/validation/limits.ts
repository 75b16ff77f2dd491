/**
 * Loss-limit entry rules of docs/product/validation.md "Limit entry": a whole number between the
 * limit's min and max, else 'Min {min}€ - Max {max}€'; daily not above weekly or monthly
 * (noHigherThan); weekly not below daily (noLowerThan) nor above monthly; monthly not below daily
 * or weekly. A longer kind counts with its amount in force; a shorter kind with the most it could
 * become, its pending raise included, as the platform rules
 * (docs/decisions.md#what-a-limit-could-become). 0: no limit. Keys are in `limits`.
 */
import { LIMIT_MAX_DEFAULT, LIMIT_MIN_DEFAULT } from '@/lib/constants';
import type { LimitEntry, LossKind } from '@/lib/limits/types';

/** The loss limits, shortest period first. */
export const LOSS_KINDS: readonly LossKind[] = ['dailyLoss', 'weeklyLoss', 'monthlyLoss'];

export type LimitAmountError =
  { key: 'loss.range'; min: number; max: number } | { key: 'loss.noHigherThan' | 'loss.noLowerThan'; other: LossKind; otherAmount: number };

/** Shorter periods come first: a limit may not exceed a longer period's nor be below a shorter one's. */
const RANK: Record<LossKind, number> = { dailyLoss: 0, weeklyLoss: 1, monthlyLoss: 2 };

export function validateLimitAmount(kind: LossKind, value: string, entries: LimitEntry[] | null): LimitAmountError | null {
  const own = entries?.find((e) => e.kind === kind);
  const min = own?.minAmount ?? LIMIT_MIN_DEFAULT;
  const max = own?.maxAmount ?? LIMIT_MAX_DEFAULT;
  const text = value.trim();
  const amount = Number(text);
  if (!/^\d+$/.test(text) || amount < min || amount > max) return { key: 'loss.range', min, max };
  for (const other of LOSS_KINDS) {
    if (other === kind) continue;
    const entry = entries?.find((e) => e.kind === other);
    const inForce = entry?.ammount ?? 0;
    const otherAmount = RANK[other] < RANK[kind] ? Math.max(inForce, entry?.newAmount ?? 0) : inForce;
    if (otherAmount <= 0) continue;
    if (RANK[other] > RANK[kind] && amount > otherAmount) return { key: 'loss.noHigherThan', other, otherAmount };
    if (RANK[other] < RANK[kind] && amount < otherAmount) return { key: 'loss.noLowerThan', other, otherAmount };
  }
  return null;
}
