/**
 * Each request the site server answers (docs/decisions.md#request-id), seen through Node's HTTP
 * diagnostics channel around Next's own server, as lib/server/lifecycle.ts does:
 * - its id: the front's X-Request-Id when it comes from this machine (the front is nginx on the
 *   site's host; the site listens on 127.0.0.1), else a new one. The request carries it on (Next's
 *   /api rewrite passes it to the platform), the answer names it, and the code that renders the
 *   page finds it (lib/server/requestContext.ts), so its platform calls carry it too;
 * - once answered: one JSON log line (lib/server/siteLog.ts) and its metrics
 *   (lib/server/siteMetrics.ts), by Next's page pattern.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { REQUEST_CONTEXT, REQUEST_ID_HEADER, type RequestContext } from '@/lib/server/requestContext';
import type { AnswerKind, PageCacheResult, SiteMetrics } from '@/lib/server/siteMetrics';

/** What an id may look like: nginx's 32 hex digits, a UUID; never a log line's worth. */
const REQUEST_ID = /^[\w.:-]{8,128}$/;
/** Next's request metadata (next/dist/server/request-meta): the matched page's pattern is in it. */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta');
/** A page pattern as Next names it ('/games/[id]/[slug]', '/_error'); anything else is not a label. */
const ROUTE = /^\/[\w\-[\]/.]{0,120}$/;
const REQUEST_START = 'http.server.request.start';
const RESPONSE_FINISH = 'http.server.response.finish';
const CACHE_RESULTS: Record<string, PageCacheResult> = { HIT: 'hit', STALE: 'stale', MISS: 'miss', REVALIDATED: 'revalidated' };

const isLoopback = (address: string | undefined) =>
  !!address && (address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.'));

/** The front's id when a peer on this machine sent a plausible one, else a new one. */
export function requestIdFor(given: string | string[] | undefined, peer: string | undefined): string {
  return typeof given === 'string' && REQUEST_ID.test(given) && isLoopback(peer) ? given : randomUUID();
}

/** The page pattern Next matched for the request ('/games/[id]'), or null (a file, a rewrite, a redirect). */
function routeOf(request: IncomingMessage): string | null {
  const meta = (request as unknown as Record<symbol, { match?: { definition?: { page?: unknown } } } | undefined>)[NEXT_REQUEST_META];
  const page = meta?.match?.definition?.page;
  return typeof page === 'string' && ROUTE.test(page) ? page : null;
}

/** What the answer was, from its path and whether Next matched a page. */
export function answerKind(path: string, route: string | null): AnswerKind {
  if (path.startsWith('/_next/data/')) return 'data';
  if (path.startsWith('/_next/')) return 'static';
  if (path.startsWith('/api/site/')) return 'api';
  if (path.startsWith('/api/')) return 'proxy';
  if (route) return 'page';
  return /\.[a-z0-9]{2,12}$/i.test(path) ? 'static' : 'other';
}

/** Next's page cache result of a pre-rendered page (x-nextjs-cache), or null. */
function cacheResultOf(response: ServerResponse): PageCacheResult | null {
  const value = response.getHeader('x-nextjs-cache');
  return typeof value === 'string' ? (CACHE_RESULTS[value.toUpperCase()] ?? null) : null;
}

interface Answered {
  id: string;
  method: string;
  /** The URL's path, never its query (a verification code travels in one). */
  path: string;
  route: string | null;
  kind: AnswerKind;
  status: number;
  cache: PageCacheResult | null;
  ms: number;
}

/** The log line and the metrics of one answered request. */
function record({ log, metrics }: { log: Logger; metrics: SiteMetrics | null }, answer: Answered): void {
  const { kind, route, status, cache } = answer;
  if (metrics) {
    metrics.responses.inc({ kind, status: `${Math.floor(status / 100)}xx` });
    if (route && (kind === 'page' || kind === 'data')) {
      if (cache) metrics.pageCache.inc({ route, result: cache });
      // Rendered for this request: per-request pages, a first render, an on-demand regeneration.
      if (cache !== 'hit' && cache !== 'stale') metrics.render.observe({ route, kind }, answer.ms / 1000);
    }
  }
  // Health checks (an orchestrator's, every few seconds) and the build's files only when they fail.
  const quiet = (kind === 'static' || answer.path.startsWith('/api/site/health/')) && status < 400;
  if (!quiet) {
    const { id: reqId, method, path, ms } = answer;
    log.info({ reqId, method, path, route, status, ...(cache ? { cache } : {}), ms: Math.round(ms * 10) / 10 }, 'request');
  }
}

interface RequestStart {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  server: Server;
}

/** The store the request's code reads its id from (requestContext.ts), one per process on globalThis. */
function requestStorage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;
  holder[REQUEST_CONTEXT] ??= new AsyncLocalStorage<RequestContext>();
  return holder[REQUEST_CONTEXT];
}

/**
 * instrumentation.ts (Node.js runtime), once: every request of every server in the process but
 * those in `untracked` (the metrics listener). Answers the function that stops it.
 */
export function installRequestTracking({
  log,
  metrics,
  untracked,
}: {
  log: Logger;
  metrics: SiteMetrics | null;
  untracked: WeakSet<Server>;
}): () => void {
  const storage = requestStorage();
  // Per answer until it has gone: its id, start and path as the client asked (Next rewrites request.url).
  const pending = new WeakMap<ServerResponse, { id: string; started: number; path: string }>();
  const onRequest = (message: unknown) => {
    const { request, response, socket, server } = message as RequestStart;
    if (untracked.has(server)) return;
    const id = requestIdFor(request.headers[REQUEST_ID_HEADER], socket.remoteAddress);
    pending.set(response, { id, started: performance.now(), path: (request.url ?? '').split('?')[0].slice(0, 300) });
    request.headers[REQUEST_ID_HEADER] = id;
    response.setHeader('X-Request-Id', id);
    // The channel publishes right before the server emits 'request', in the same turn: Next's
    // handling of this request, and everything it starts, runs in this store.
    storage.enterWith({ id });
  };
  // An answer sent whole (one cut by the client is the front's to log); no listener on the
  // response, which Next already gives many.
  const onFinish = (message: unknown) => {
    const { request, response } = message as RequestStart;
    const state = pending.get(response);
    if (!state) return;
    pending.delete(response);
    const route = routeOf(request);
    record(
      { log, metrics },
      {
        id: state.id,
        method: request.method ?? '',
        path: state.path,
        route,
        kind: answerKind(state.path, route),
        status: response.statusCode,
        cache: cacheResultOf(response),
        ms: performance.now() - state.started,
      },
    );
  };
  diagnosticsChannel.subscribe(REQUEST_START, onRequest);
  diagnosticsChannel.subscribe(RESPONSE_FINISH, onFinish);
  return () => {
    diagnosticsChannel.unsubscribe(REQUEST_START, onRequest);
    diagnosticsChannel.unsubscribe(RESPONSE_FINISH, onFinish);
  };
}
