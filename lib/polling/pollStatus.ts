/**
 * Polls a status call until its answer is no longer 'pending' (bank login, deposit return):
 * bounded in attempts, stoppable by the caller's abort signal (e.g. on unmount, which also clears
 * the wait between calls), a failure ends it at once.
 */
import type { ApiFailure, ApiResult } from '@/lib/apiResult';

export interface PollStatusOptions {
  intervalMs: number;
  maxAttempts: number;
  /** Aborted: the poll ends with null and its pending wait is cleared (the caller went away). */
  signal?: AbortSignal;
  /** Told of each 'pending' answer (attempt counts from 0), e.g. to say it is still pending. */
  onPending?: (attempt: number) => void;
}

export type PollStatusOutcome<T> = { kind: 'settled'; data: T } | { kind: 'timeout' } | { kind: 'error'; failure: ApiFailure };

/** Wait `ms`, or less when the signal aborts; either way no timer is left behind. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });
}

export async function pollStatus<T extends { status: string }>(
  check: () => Promise<ApiResult<T>>,
  { intervalMs, maxAttempts, signal, onPending }: PollStatusOptions,
): Promise<PollStatusOutcome<T> | null> {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    if (signal?.aborted) return null;
    const result = await check();
    if (signal?.aborted) return null;
    if (!result.success) return { kind: 'error', failure: result };
    if (result.data.status !== 'pending') return { kind: 'settled', data: result.data };
    onPending?.(attempt);
    if (attempt < maxAttempts - 1) await pause(intervalMs, signal);
  }
  return { kind: 'timeout' };
}
