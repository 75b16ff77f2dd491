import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';

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
 * resolveSession uses a hit only while its last-seen time is younger than the touch interval, so
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

  /** Drops what an end names (here only; `SessionEnds.announce` tells the other instances). */
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

/**
 * The caches of the apps built on one database handle (usually one; tests may build several),
 * and the Redis channel of the instance, if any. sessions.ts announces every end here.
 */
interface Registration {
  cache: SessionCache;
  announce?: (ended: SessionsEnded) => Promise<void>;
}
const registry = new WeakMap<object, Set<Registration>>();

export function registerSessionCache(db: object, registration: Registration): () => void {
  let set = registry.get(db);
  if (!set) registry.set(db, (set = new Set()));
  set.add(registration);
  return () => set.delete(registration);
}

/** Forgets the ended sessions in every cache of `db`, and tells the other instances through Redis. */
export async function sessionsEnded(db: object, ended: SessionsEnded): Promise<void> {
  const set = registry.get(db);
  if (!set) return;
  for (const r of set) {
    r.cache.forget(ended);
    if (r.announce) await r.announce(ended);
  }
}

/** The cache of the app on `db` that resolves sessions (the first registered). */
export function sessionCacheOf(db: object): SessionCache | undefined {
  const set = registry.get(db);
  if (!set) return undefined;
  for (const r of set) return r.cache;
  return undefined;
}

export interface RedisSessionChannel {
  announce(ended: SessionsEnded): Promise<void>;
  close(): Promise<void>;
}

/**
 * The Redis channel `${prefix}sessions-ended`. The cache is on only while this instance is
 * subscribed: off until the first subscription, off from a lost connection until node-redis has
 * connected and subscribed again (it subscribes before it reports ready), so Redis down means a
 * database read per request, never a missed end. A publish that fails (Redis away) is logged and
 * the end stands: the others' subscriptions are then most likely down too (their caches off), and
 * an entry outlives a lost message by at most MAX_AGE_MS.
 */
export function connectRedisSessionChannel(
  url: string,
  prefix: string,
  cache: SessionCache,
  onError: (err: unknown) => void,
): RedisSessionChannel {
  const channel = `${prefix}sessions-ended`;
  const self = randomUUID();
  const socket = { connectTimeout: 5000, reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 2000) };
  // No offline queue: a logout while Redis is away must not wait for it to come back.
  const publisher = createClient({ url, socket, disableOfflineQueue: true });
  const subscriber = createClient({ url, socket });
  let subscribed = false;
  cache.setEnabled(false);
  publisher.on('error', onError);
  subscriber.on('error', (err) => {
    cache.setEnabled(false);
    onError(err);
  });
  subscriber.on('end', () => cache.setEnabled(false));
  subscriber.on('reconnecting', () => cache.setEnabled(false));
  subscriber.on('ready', () => {
    if (subscribed) cache.setEnabled(true);
  });
  void publisher.connect().catch(onError);
  void subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (message) => {
        try {
          const { from, ended } = JSON.parse(message) as { from: string; ended: SessionsEnded };
          if (from !== self) cache.forget(ended);
        } catch (err) {
          // Not a message of ours: forget everything rather than miss an end.
          cache.clear();
          onError(err);
        }
      }),
    )
    .then(() => {
      subscribed = true;
      cache.setEnabled(subscriber.isReady);
    })
    .catch(onError);
  return {
    announce: async (ended) => {
      try {
        await publisher.publish(channel, JSON.stringify({ from: self, ended }));
      } catch (err) {
        onError(err);
      }
    },
    close: async () => {
      cache.setEnabled(false);
      for (const client of [subscriber, publisher]) {
        if (client.isReady) await client.close().catch(() => client.destroy());
        else if (client.isOpen) client.destroy();
      }
    },
  };
}
