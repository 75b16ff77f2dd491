/**
 * Polls a status call until its answer is no longer 'pending' (bank login, deposit return):
 * bounded in attempts, stoppable by the caller (e.g. on unmount), a failure ends it at once.
 */
import type { ApiFailure, ApiResult } from '@/services/playerClient';

export interface PollStatusOptions {
  intervalMs: number;
  maxAttempts: number;
  /** Checked around every call; true ends the poll with null (the caller went away). */
  isCancelled?: () => boolean;
}

export type PollStatusOutcome<T> = { kind: 'settled'; data: T } | { kind: 'timeout' } | { kind: 'error'; failure: ApiFailure };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function pollStatus<T extends { status: string }>(
  check: () => Promise<ApiResult<T>>,
  { intervalMs, maxAttempts, isCancelled = () => false }: PollStatusOptions,
): Promise<PollStatusOutcome<T> | null> {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    if (isCancelled()) return null;
    const result = await check();
    if (isCancelled()) return null;
    if (!result.success) return { kind: 'error', failure: result };
    if (result.data.status !== 'pending') return { kind: 'settled', data: result.data };
    if (attempt < maxAttempts - 1) await sleep(intervalMs);
  }
  return { kind: 'timeout' };
}
