import type { Trx } from './ledger';

/**
 * Extension points for responsible gaming. The limits feature (loss limits, cool-off) is a later
 * issue; it replaces the bodies of these functions. They are called in the right places now:
 * checkLossLimits inside every real-money bet's transaction (after the wallet lock, before the
 * debit), checkPaymentAllowed before a deposit is started.
 */

export type HookResult = { ok: true } | { ok: false; message?: string; params?: Record<string, unknown> };

/**
 * Whether a bet of `betCents` is allowed by the player's loss limits (122 when not).
 * Loss limits do not exist yet: every bet is allowed.
 */
export async function checkLossLimits(trx: Trx, playerId: number, betCents: number): Promise<HookResult> {
  void trx;
  void playerId;
  void betCents;
  return { ok: true };
}

/**
 * Whether the player may deposit now (129 when not, e.g. during a cool-off).
 * Cool-off does not exist yet: deposits are allowed.
 */
export async function checkPaymentAllowed(db: unknown, playerId: number, kind: 'deposit' | 'withdrawal'): Promise<HookResult> {
  void db;
  void playerId;
  void kind;
  return { ok: true };
}
