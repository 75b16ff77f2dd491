/**
 * A server's short-lived copy of platform data that pages rendered per request need on every
 * request (layout data, search results, a game): each key is asked for at most once per `ttlMs`,
 * and requests arriving while it is being asked for share that one call. Only answers `keep`
 * accepts are kept (a failed call is asked again on the next request). At most `maxEntries` keys,
 * the oldest dropped first, so that many different keys (search terms) cannot fill the memory.
 *
 * Once a kept answer is older than `ttlMs`, it is still given (for at most `staleMs`) while one
 * call in the background asks for the new one: under load every request for a popular key used to
 * wait for the platform every ten seconds, on the cores the renders were using
 * (docs/decisions.md#platform-data-kept). A failed refresh keeps the last good answer.
 */
export interface RecentCache<T> {
  /** The kept value of `key`, else the result of `load()` (kept when `keep` accepts it). */
  get(key: string, load: () => Promise<T>, options?: { fresh?: boolean }): Promise<T>;
}

/**
 * How long a server keeps platform data for pages rendered per request: the pre-rendered pages'
 * freshness (a content change shows within seconds, docs/decisions.md#platform-data-kept).
 */
const RECENT_DATA_MS = 10_000;
/** How long past that an answer may still be given while its refresh runs (then a request waits). */
const STALE_DATA_MS = 60_000;

interface Entry<T> {
  /** When the call that gave `value` started. */
  at: number;
  value: Promise<T>;
  /** The answer was kept (settled and accepted), so it may be given while a refresh runs. */
  kept: boolean;
  refreshing: boolean;
}

export function recentCache<T>({
  ttlMs = RECENT_DATA_MS,
  staleMs = STALE_DATA_MS,
  maxEntries,
  keep = (value) => value !== null && value !== undefined,
  now = Date.now,
}: {
  ttlMs?: number;
  staleMs?: number;
  maxEntries: number;
  keep?: (value: T) => boolean;
  now?: () => number;
}): RecentCache<T> {
  const entries = new Map<string, Entry<T>>();

  const store = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  /** Starts a call; its answer replaces the entry when kept. A refresh leaves the old entry on failure. */
  const call = (key: string, load: () => Promise<T>, previous?: Entry<T>): Promise<T> => {
    const entry: Entry<T> = { at: now(), value: load(), kept: false, refreshing: false };
    if (!previous) store(key, entry);
    const failed = () => {
      if (previous) previous.refreshing = false;
      else if (entries.get(key) === entry) entries.delete(key);
    };
    entry.value.then((result) => {
      if (!keep(result)) return failed();
      entry.kept = true;
      // A refresh replaces the entry it refreshed, unless something else replaced it meanwhile.
      if (!previous || entries.get(key) === previous) store(key, entry);
      return undefined;
    }, failed);
    return entry.value;
  };

  return {
    get(key, load, { fresh = false } = {}) {
      const entry = entries.get(key);
      if (fresh || !entry) return call(key, load);
      const age = now() - entry.at;
      if (age < ttlMs) return entry.value;
      if (entry.kept && age < ttlMs + staleMs) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          void call(key, load, entry).catch(() => undefined);
        }
        return entry.value;
      }
      return call(key, load);
    },
  };
}
