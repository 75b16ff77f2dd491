import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import type { AnswerCache } from '../../http/answerCache';

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

/** The longest an announcement waits to hear its own message back from Redis. */
const ECHO_WAIT_MS = 1000;

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

/** What a change of players' answers names (http/answerCache.ts): one player, or everyone (the sandbox admin). */
export type PlayersChanged = { playerId: number } | { all: true };

/** A message of the instances' channel: sessions ended, or answers of players changed. */
export type CacheMessage = { ended: SessionsEnded } | { changed: PlayersChanged };

/**
 * The caches of the apps built on one database handle (usually one; tests may build several),
 * and the Redis channel of the instance, if any. sessions.ts announces every end here, and the
 * answer cache every change of a player's polled answers.
 */
interface Registration {
  cache: SessionCache;
  answers?: AnswerCache;
  announce?: (message: CacheMessage) => Promise<void>;
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
    if (r.announce) await r.announce({ ended });
  }
}

/** Drops the changed players' answers in every answer cache of `db`, and tells the other instances. */
export async function answersChanged(db: object, changed: PlayersChanged): Promise<void> {
  const set = registry.get(db);
  if (!set) return;
  for (const r of set) {
    if (!r.answers) continue;
    r.answers.forget(changed);
    if (r.announce) await r.announce({ changed });
  }
}

/** The first registered registration of `db` (the app that resolves sessions and answers polls). */
const firstOf = (db: object): Registration | undefined => {
  const set = registry.get(db);
  if (!set) return undefined;
  for (const r of set) return r;
  return undefined;
};

/** The cache of the app on `db` that resolves sessions (the first registered). */
export const sessionCacheOf = (db: object): SessionCache | undefined => firstOf(db)?.cache;

/** The answer cache of the app on `db` (the first registered). */
export const answerCacheOf = (db: object): AnswerCache | undefined => firstOf(db)?.answers;

export interface RedisSessionChannel {
  announce(message: CacheMessage): Promise<void>;
  /** Subscribed and able to publish: what the readiness check (GET /health/ready) asks. */
  ready(): boolean;
  close(): Promise<void>;
}

/**
 * The Redis channel `${prefix}sessions-ended` (it also carries the changes of players' polled
 * answers). The caches are on only while this instance is subscribed: off until the first
 * subscription, off from a lost connection until node-redis has connected and subscribed again
 * (it subscribes before it reports ready), so Redis down means a database read per request,
 * never a missed end or change. A publish that fails (Redis away) is logged and the end stands:
 * the others' subscriptions are then most likely down too (their caches off), and an entry
 * outlives a lost message by at most its cache's MAX_AGE_MS.
 * An announcement returns once this instance has heard its own message back: Redis writes a
 * message to every subscriber's connection in one go, so by then the other instances have it in
 * hand (the request that made the change answers after that, not after a bare PUBLISH reply).
 */
export function connectRedisSessionChannel(
  url: string,
  prefix: string,
  caches: { sessions: SessionCache; answers: AnswerCache },
  onError: (err: unknown) => void,
): RedisSessionChannel {
  const channel = `${prefix}sessions-ended`;
  const self = randomUUID();
  let sequence = 0;
  /** Own announcements waiting to be heard back, by sequence number. */
  const echoes = new Map<number, () => void>();
  const socket = { connectTimeout: 5000, reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 2000) };
  // No offline queue: a logout while Redis is away must not wait for it to come back.
  const publisher = createClient({ url, socket, disableOfflineQueue: true });
  const subscriber = createClient({ url, socket });
  let subscribed = false;
  const setEnabled = (on: boolean) => {
    caches.sessions.setEnabled(on);
    caches.answers.setEnabled(on);
  };
  setEnabled(false);
  publisher.on('error', onError);
  subscriber.on('error', (err) => {
    setEnabled(false);
    onError(err);
  });
  subscriber.on('end', () => setEnabled(false));
  subscriber.on('reconnecting', () => setEnabled(false));
  subscriber.on('ready', () => {
    if (subscribed) setEnabled(true);
  });
  void publisher.connect().catch(onError);
  void subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (message) => {
        try {
          const parsed = JSON.parse(message) as { from: string; seq?: number } & CacheMessage;
          if (parsed.from === self) {
            if (parsed.seq !== undefined) echoes.get(parsed.seq)?.();
            return;
          }
          if ('ended' in parsed) caches.sessions.forget(parsed.ended);
          else caches.answers.forget(parsed.changed);
        } catch (err) {
          // Not a message of ours: forget everything rather than miss an end.
          caches.sessions.clear();
          caches.answers.clear();
          onError(err);
        }
      }),
    )
    .then(() => {
      subscribed = true;
      setEnabled(subscriber.isReady);
    })
    .catch(onError);
  return {
    announce: async (message) => {
      const seq = ++sequence;
      let timer: NodeJS.Timeout | undefined;
      const heardBack = new Promise<void>((resolve) => {
        echoes.set(seq, resolve);
        // Bounded: a lost echo (Redis went away) must not hold the answer up.
        timer = setTimeout(resolve, ECHO_WAIT_MS);
      });
      try {
        await publisher.publish(channel, JSON.stringify({ from: self, seq, ...message }));
        await heardBack;
      } catch (err) {
        onError(err);
      } finally {
        clearTimeout(timer);
        echoes.delete(seq);
      }
    },
    ready: () => subscribed && subscriber.isReady && publisher.isReady,
    close: async () => {
      setEnabled(false);
      for (const client of [subscriber, publisher]) {
        if (client.isReady) await client.close().catch(() => client.destroy());
        else if (client.isOpen) client.destroy();
      }
    },
  };
}
