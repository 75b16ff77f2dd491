/**
 * What the site's server needs around Next's own (`next start`), hooked in from instrumentation.ts
 * through Node's HTTP diagnostics channel (no custom server):
 *
 * - The client address. Next's /api rewrite passes a visitor's own X-Forwarded-For to the platform
 *   unchanged and adds nothing (its proxy sets no X-Forwarded-For; docs/decisions.md#real-client-address),
 *   so every request's X-Forwarded-For is replaced with the address of the connection it came on.
 *   Without a front that is the visitor; behind the front (nginx, deploy/), /api goes straight to
 *   the platform and the site's own pages never send a client address on.
 * - A drain on SIGTERM/SIGINT when NEXT_MANUAL_SIG_HANDLE is set (run.mjs, deploy/ set it): not
 *   ready at once (GET /api/site/health/ready answers 503), answers close their connections, the
 *   listener closes after DRAIN_DELAY_MS, requests in flight finish, registered pools close, exit 0
 *   within SHUTDOWN_DEADLINE_MS. Next's own handler stops listening at once but keeps serving every
 *   kept-alive connection until it idles (a front never lets it), so it could not stop in time.
 *   docs/decisions.md#graceful-shutdown.
 *
 * State lives on globalThis: the API routes and this module are separate bundles in one process.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { readSiteEnv, type SiteEnv } from '@/lib/config/env';

/** How long a draining server keeps listening (answers closing their connections) before it stops. */
export const DRAIN_DELAY_MS = 1000;
/** From the signal to exit, at most (systemd's TimeoutStopSec and an orchestrator's grace period are above it). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

export interface SiteLifecycle {
  draining: boolean;
  installed: boolean;
  servers: Set<Server>;
  /** Answers not finished yet. */
  active: Set<ServerResponse>;
}

const KEY = Symbol.for('casino.site.lifecycle');
/**
 * Closers run on shutdown after the requests in flight: a list on globalThis under this symbol,
 * which cache-handler.mjs (loaded by Next apart from the bundles) adds its Redis client's close to.
 */
const ON_SHUTDOWN = Symbol.for('casino.site.onShutdown');

export function siteLifecycle(): SiteLifecycle {
  const holder = globalThis as unknown as Record<symbol, SiteLifecycle | undefined>;
  holder[KEY] ??= { draining: false, installed: false, servers: new Set(), active: new Set() };
  return holder[KEY];
}

function shutdownClosers(): (() => unknown)[] {
  const holder = globalThis as unknown as Record<symbol, (() => unknown)[] | undefined>;
  return holder[ON_SHUTDOWN] ?? [];
}

/** `close` runs on shutdown, after the requests in flight (a listener, a pool). */
export function onSiteShutdown(close: () => unknown): void {
  const holder = globalThis as unknown as Record<symbol, (() => unknown)[] | undefined>;
  (holder[ON_SHUTDOWN] ??= []).push(close);
}

interface RequestStart {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  server: Server;
}

/** The request's X-Forwarded-For becomes the address of its connection (whatever the client sent). */
export function trackRequest(state: SiteLifecycle, { request, response, socket, server }: RequestStart): void {
  request.headers['x-forwarded-for'] = socket.remoteAddress ?? '';
  state.servers.add(server);
  state.active.add(response);
  response.once('close', () => state.active.delete(response));
  if (state.draining) response.setHeader('Connection', 'close');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The drain: see the module comment. Resolves when every answer has finished or the deadline came. */
export async function drain(
  state: SiteLifecycle,
  { delayMs = DRAIN_DELAY_MS, deadlineMs = SHUTDOWN_DEADLINE_MS - 500 } = {},
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  state.draining = true;
  for (const response of state.active) if (!response.headersSent) response.setHeader('Connection', 'close');
  await sleep(delayMs);
  for (const server of state.servers) server.close();
  while (state.active.size > 0 && Date.now() < deadline) {
    for (const server of state.servers) server.closeIdleConnections();
    await sleep(50);
  }
  for (const server of state.servers) server.closeAllConnections();
  await Promise.allSettled(shutdownClosers().map(async (close) => close()));
}

/** instrumentation.ts (Node.js runtime): installs the above once per process. */
export function installSiteLifecycle(env: SiteEnv = readSiteEnv()): void {
  const state = siteLifecycle();
  if (state.installed) return;
  state.installed = true;
  diagnosticsChannel.subscribe('http.server.request.start', (message) => trackRequest(state, message as RequestStart));
  if (!env.NEXT_MANUAL_SIG_HANDLE) return;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[site] ${signal}: draining`);
    void drain(state).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[site] shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
