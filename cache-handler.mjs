// @ts-check
/**
 * Next.js cache handler (next.config `cacheHandler`, used only when REDIS_URL is set): the
 * pre-rendered pages and their revalidation live in Redis, so several site instances serve one
 * cache and a page regenerated on one instance (timed or on a content change) is what every
 * instance serves next. Without REDIS_URL Next keeps its local file cache.
 *
 * An entry is {value, lastModified, cacheControl}: Next decides staleness from lastModified and
 * the page's revalidate seconds, which travel with the entry (an instance that did not render
 * the page does not know them). Keys carry the build id, so a new build never serves an old
 * build's pages; entries expire after a day unused. When Redis cannot be reached, answers late or
 * lost its data, the handler answers this instance's last copy of the entry (the last 100 it
 * used), else "not cached" (the page is rendered), until Redis is back (deploy/README.md "Faults").
 */
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';

const ENTRY_TTL_SECONDS = 24 * 60 * 60;
const CONNECT_TIMEOUT_MS = 2000;
/**
 * The longest a page waits for Redis: one that stopped answering (its connection open) or is
 * reconnecting answers "not cached" after this, and the page is rendered instead.
 */
const COMMAND_TIMEOUT_MS = 1000;

/** @type {ReturnType<typeof createClient> | null} */
let client = null;
/** @type {Promise<unknown> | null} */
let connecting = null;

function redis() {
  if (!client) {
    client = createClient({
      url: process.env.REDIS_URL,
      socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * (retries + 1), 2000) },
      // While disconnected a call fails at once (and falls back) rather than waiting in a queue.
      disableOfflineQueue: true,
    });
    // Errors surface on the calls (which fall back); the event must have a listener.
    client.on('error', () => {});
    const own = client;
    // A first connection that fails for good: the next call starts a new client.
    connecting = client.connect().catch((error) => {
      if (client === own) client = null;
      if (own.isOpen) own.destroy();
      throw error;
    });
    // Closed by the site's drain on SIGTERM, after the requests in flight (lib/server/lifecycle.ts).
    const holder = /** @type {Record<symbol, Array<() => unknown>>} */ (/** @type {unknown} */ (globalThis));
    (holder[Symbol.for('casino.site.onShutdown')] ??= []).push(() => (own.isOpen ? own.close() : undefined));
  }
  const current = client;
  return /** @type {Promise<ReturnType<typeof createClient>>} */ (/** @type {Promise<unknown>} */ (connecting).then(() => current));
}

/**
 * `call` on the connected client, or a rejection after COMMAND_TIMEOUT_MS.
 * @template T
 * @param {(client: ReturnType<typeof createClient>) => Promise<T>} call
 * @returns {Promise<T>}
 */
function bounded(call) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
  });
  return /** @type {Promise<T>} */ (Promise.race([redis().then(call), late]).finally(() => clearTimeout(timer)));
}

/** Buffers (route bodies) survive JSON as base64. */
const replacer = (_key, value) =>
  value && value.type === 'Buffer' && Array.isArray(value.data) ? { $b64: Buffer.from(value.data).toString('base64') } : value;
const reviver = (_key, value) => (value && typeof value.$b64 === 'string' ? Buffer.from(value.$b64, 'base64') : value);

/** The last entries this instance read or wrote, newest last (Map order): its fallback when Redis has none. */
const recent = new Map();
const RECENT_ENTRIES = 100;

/**
 * @template T
 * @param {string} key
 * @param {T} entry
 * @returns {T}
 */
function remember(key, entry) {
  recent.delete(key);
  recent.set(key, entry);
  if (recent.size > RECENT_ENTRIES) recent.delete(recent.keys().next().value);
  return entry;
}

/**
 * Counts a read or write of the shared store in the site's metrics (lib/server/siteMetrics.ts,
 * site_page_cache_store_total) when they are on; they live on globalThis, as this file is loaded
 * apart from the bundles.
 * @param {'get' | 'set'} op
 * @param {'hit' | 'miss' | 'fallback' | 'error' | 'ok'} result
 */
function count(op, result) {
  const holder = /** @type {Record<symbol, { pageStore: { inc(labels: object): void } } | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[Symbol.for('casino.site.metrics')]?.pageStore.inc({ op, result });
}

function buildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'build';
  }
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} options */
  constructor(options) {
    this.prefix = process.env.REDIS_CACHE_PREFIX || `site:${buildId(options.serverDistDir || '.next/server')}:`;
  }

  /** @param {string} key */
  async get(key) {
    let away = false;
    try {
      const raw = await bounded((c) => c.get(this.prefix + key));
      if (raw) {
        count('get', 'hit');
        return remember(key, JSON.parse(raw, reviver));
      }
    } catch {
      // Redis away or slow: this instance's own last copy, if any.
      away = true;
    }
    // Not in Redis (lost with its data, or away): the last copy this instance saw, so that a page
    // is not rendered while what it needs may be away too (Next regenerates it when it is stale).
    const last = recent.get(key) ?? null;
    count('get', last ? 'fallback' : away ? 'error' : 'miss');
    return last;
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {{ cacheControl?: unknown }} ctx
   */
  async set(key, data, ctx) {
    const entry = remember(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl });
    try {
      await bounded((c) => c.set(this.prefix + key, JSON.stringify(entry, replacer), { EX: ENTRY_TTL_SECONDS }));
      count('set', 'ok');
    } catch (error) {
      count('set', 'error');
      console.warn('[cache-handler] Redis set failed:', error instanceof Error ? error.message : error);
    }
  }

  /** The pages router's pages carry no tags; nothing to expire by tag. */
  async revalidateTag() {}

  resetRequestCache() {}
}
