/** Search timing (docs/product/validation.md): start at 3 characters after a 900 ms pause. */
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@/lib/constants';

/** Whether a keyword is long enough to search for (trimmed, at least 3 characters). */
export function isSearchable(keyword: string): boolean {
  return keyword.trim().length >= SEARCH_MIN_CHARS;
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  flush(): void;
}

/** Call `fn` once `waitMs` has passed without another call; the last arguments win. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number = SEARCH_DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = ((...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, waitMs);
  }) as Debounced<A>;
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  return debounced;
}
