import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import type { AnswerCache, PlayersChanged } from './answerCache';
import type { SessionCache, SessionsEnded } from './sessionCache';

/**
 * What the instances of the platform tell each other about their in-memory caches: an end of
 * sessions (./sessionCache.ts) or a change of players' polled answers (./answerCache.ts). The
 * caches of one database handle are registered here; an end or a change is forgotten in each of
 * them and announced on the Redis channel, if there is one.
 */

/** The longest an announcement waits to hear its own message back from Redis. */
const ECHO_WAIT_MS = 1000;
/** How often each instance asks Redis whether it answers, and how long it waits. */
const HEARTBEAT_MS = 1000;

/** `promise`, or a rejection after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A message of the instances' channel: sessions ended, or answers of players changed. */
type CacheMessage = { ended: SessionsEnded } | { changed: PlayersChanged };

/**
 * The caches of the apps built on one database handle (usually one; tests may build several),
 * and the Redis channel of the instance, if any. features/accounts/sessions.ts announces every
 * end here, and the answer cache every change of a player's polled answers.
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
  /** Redis answered the last heartbeat: a Redis that stopped answering keeps its connections open. */
  let answering = true;
  const setEnabled = (on: boolean) => {
    caches.sessions.setEnabled(on);
    caches.answers.setEnabled(on);
  };
  setEnabled(false);
  // A Redis that holds the connections but answers nothing (stopped, a network cut) would deliver
  // no end or change while the caches stay on: each instance pings it and turns its caches off
  // while it does not answer within HEARTBEAT_MS, so a lost message is trusted at most that long.
  let pinging = false;
  const heartbeat = setInterval(() => {
    if (pinging || !publisher.isReady) return;
    pinging = true;
    void within(publisher.ping(), HEARTBEAT_MS)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        pinging = false;
        if (ok === answering) return;
        answering = ok;
        setEnabled(ok && subscribed && subscriber.isReady);
      });
  }, HEARTBEAT_MS);
  heartbeat.unref();
  publisher.on('error', onError);
  subscriber.on('error', (err) => {
    setEnabled(false);
    onError(err);
  });
  subscriber.on('end', () => setEnabled(false));
  subscriber.on('reconnecting', () => setEnabled(false));
  subscriber.on('ready', () => {
    if (subscribed && answering) setEnabled(true);
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
      setEnabled(subscriber.isReady && answering);
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
        // Bounded as a whole by ECHO_WAIT_MS: a Redis that does not answer must not hold the request up.
        const published = publisher.publish(channel, JSON.stringify({ from: self, seq, ...message })).then(
          () => heardBack,
          (err: unknown) => onError(err),
        );
        await Promise.race([published, heardBack]);
      } finally {
        clearTimeout(timer);
        echoes.delete(seq);
      }
    },
    ready: () => subscribed && answering && subscriber.isReady && publisher.isReady,
    close: async () => {
      clearInterval(heartbeat);
      setEnabled(false);
      for (const client of [subscriber, publisher]) {
        if (client.isReady) await client.close().catch(() => client.destroy());
        else if (client.isOpen) client.destroy();
      }
    },
  };
}
