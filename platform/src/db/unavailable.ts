/**
 * The database is away (restarting, its connections terminated, not reachable): what a request
 * answers then is 503 / 503 with Retry-After (http/errors.ts), never 500. Nothing of the request's
 * transaction committed unless its COMMIT was already answered, and a retry with the same
 * Idempotency-Key answers what did (docs/decisions.md#database-unavailable).
 */

/** Seconds a client is told to wait before it tries again (PostgreSQL's fast restart takes a few). */
export const DATABASE_RETRY_AFTER_S = 3;

/** How long a request waits for a connection (a new one, or a free one of the pool) before it answers 503. */
export const PG_CONNECT_TIMEOUT_MS = 2000;

/** Node's socket errors of a server that is away. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's: 08 connection exceptions, 57P01-57P03 (shut down, terminated by an administrator,
 * starting up), 53300 too many connections.
 */
const PG_CODES = /^(08...|57P0[123]|53300)$/;
/** pg's own errors when the connection went away or could not be had in time. */
const PG_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Query read timeout|Client was closed and is not queryable/;

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; reason?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || PG_CODES.test(e.code))) return true;
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
  // A shared commit's failure names its reason; an AggregateError (several addresses) its errors.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.reason, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}
