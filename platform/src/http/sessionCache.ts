/**
 * Live sessions kept in memory between requests, so that a poll (about one a second per
 * logged-in browser) reads no database row. The database stays the source of truth: a session
 * is cached only after it was read there, and every end of a session (logout, a new login
 * replacing it, idle expiry, a password change, a blocked player) drops it from the cache of
 * every instance before the call that ended it answers:
 *  - SQLite (one instance): the ends happen in this process, which drops the entry itself;
 *  - with REDIS_URL: the instance that ended it publishes the end on a Redis channel that every
 *    instance listens to; while an instance is not subscribed (Redis down, reconnecting) it
 *    caches nothing and reads every session from the database;
 *  - PostgreSQL without Redis: instances cannot hear each other's ends, so nothing is cached.
 * resolveSession (features/accounts/sessions.ts) uses a hit only while its last-seen time is younger than the touch interval, so
 * the once-a-minute touch and the idle expiry (115) still go through the database as before.
 */

interface Entry {
  playerId: number;
  lastSeen: number;
  /** performance.now() when cached. */
  cachedAt: number;
}

/** What an end of sessions names: one token's hash, or every session of a player but `keep`. */
export type SessionsEnded = { tokenHash: string } | { playerId: number; keep?: string };

/** The longest an entry is trusted, a bound for a lost end message (Redis restarted between publish and delivery). */
const MAX_AGE_MS = 10_000;
/** Entries kept at most (the oldest go first); 5,000 players poll with about 5,000. */
const MAX_ENTRIES = 50_000;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every end, so that a read that raced with an end does not cache what it read. */
  private generation = 0;
  private on: boolean;

  constructor(enabled: boolean) {
    this.on = enabled;
  }

  get enabled(): boolean {
    return this.on;
  }

  /** Turning it off (Redis lost) forgets everything: no end may be missed. */
  setEnabled(on: boolean): void {
    if (!on) this.entries.clear();
    this.generation++;
    this.on = on;
  }

  /** The cached session of a token hash, unless older than MAX_AGE_MS (the caller checks its last-seen time). */
  lookup(tokenHash: string): { playerId: number; lastSeen: number } | undefined {
    if (!this.on) return undefined;
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (performance.now() - e.cachedAt >= MAX_AGE_MS) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e;
  }

  /** A ticket to take before reading the database; `store` keeps the read only if no end came in between. */
  ticket(): number {
    return this.generation;
  }

  store(ticket: number, tokenHash: string, playerId: number, lastSeen: number): void {
    if (!this.on || ticket !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, { playerId, lastSeen, cachedAt: performance.now() });
  }

  /** Drops what an end names (here only; cacheChannel.ts's sessionsEnded also tells the other instances). */
  forget(ended: SessionsEnded): void {
    this.generation++;
    if ('tokenHash' in ended) {
      this.entries.delete(ended.tokenHash);
      return;
    }
    for (const [hash, e] of this.entries) if (e.playerId === ended.playerId && hash !== ended.keep) this.entries.delete(hash);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
