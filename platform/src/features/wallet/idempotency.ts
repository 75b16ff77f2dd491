import { createHash } from 'node:crypto';
import { AppError, ErrorCode } from '../../errors';

/**
 * Idempotency keys as payment APIs use them: a retried key answers the first result, but the same
 * key with another payload (amount, method, game, bet) is refused with 262 and moves nothing.
 * Keys live on the rows they created (rounds, withdrawals, deposits), which are never deleted, so
 * a key is remembered far longer than the 24 hours a client may retry within.
 */
export function requestHash(payload: Record<string, string | number | boolean | null | undefined>): string {
  const fields = Object.keys(payload)
    .sort()
    .map((k) => [k, payload[k] ?? null]);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Throws 262 when the stored request differs (rows from before 0012 have no hash: not checked). */
export function checkSameRequest(stored: string | null | undefined, hash: string): void {
  if (stored && stored !== hash) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
}
