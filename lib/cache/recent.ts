/**
 * A server's short-lived copy of platform data that pages rendered per request need on every
 * request (layout data, search results, a game): each key is asked for at most once per `ttlMs`,
 * and requests arriving while it is being asked for share that one call. Only answers `keep`
 * accepts are kept (a failed call is asked again on the next request). At most `maxEntries` keys,
 * the oldest dropped first, so that many different keys (search terms) cannot fill the memory.
 */
export interface RecentCache<T> {
  /** The kept value of `key`, else the result of `load()` (kept when `keep` accepts it). */
  get(key: string, load: () => Promise<T>, options?: { fresh?: boolean }): Promise<T>;
}

/**
 * How long a server keeps platform data for pages rendered per request: the pre-rendered pages'
 * freshness (a content change shows within seconds, docs/decisions.md).
 */
const RECENT_DATA_MS = 10_000;

export function recentCache<T>({
  ttlMs = RECENT_DATA_MS,
  maxEntries,
  keep = (value) => value !== null && value !== undefined,
  now = Date.now,
}: {
  ttlMs?: number;
  maxEntries: number;
  keep?: (value: T) => boolean;
  now?: () => number;
}): RecentCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, load, { fresh = false } = {}) {
      const entry = entries.get(key);
      if (!fresh && entry && now() - entry.at < ttlMs) return entry.value;
      const at = now();
      const value = load();
      entries.delete(key);
      entries.set(key, { at, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then((result) => (keep(result) ? undefined : forget()), forget);
      return value;
    },
  };
}
