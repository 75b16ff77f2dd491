/**
 * The request this server is answering now, as far as any code running for it can tell
 * (lib/server/requestTracking.ts keeps it in an AsyncLocalStorage on globalThis: the pages, the
 * API routes and instrumentation.ts are separate bundles in one process). Safe to import anywhere:
 * it imports nothing of Node's, and in the browser (or outside a request) there is no request.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

export interface RequestContext {
  /** The request's id: the front's X-Request-Id, or one this server made (docs/decisions.md#request-id). */
  id: string;
}

/** The holder's key; requestTracking.ts puts an AsyncLocalStorage<RequestContext> there. */
export const REQUEST_CONTEXT = Symbol.for('casino.site.requestContext');

/** The id of the request being answered, or undefined (browser, startup, a timer of no request). */
export function currentRequestId(): string | undefined {
  const storage = (globalThis as unknown as Record<symbol, { getStore(): RequestContext | undefined } | undefined>)[REQUEST_CONTEXT];
  return storage?.getStore()?.id;
}

/** The header that carries the current request's id to the platform, or none. */
export function requestIdHeaders(): Record<string, string> {
  const id = currentRequestId();
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}
