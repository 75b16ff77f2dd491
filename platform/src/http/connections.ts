import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { AppError } from '../errors';

/**
 * How the platform keeps its clients' connections (docs/decisions.md#kept-alive-connections).
 *
 * An idle kept-alive connection is closed by its client, never by the platform: the site's /api
 * rewrite (Next's proxy) keeps its sockets with no idle limit, nginx closes its own after 50 s and
 * Node's http clients after 4–5 s. A server-side idle limit races the client's next request on
 * that socket: on a busy platform the limit's timer runs while the request already waits unread,
 * the socket closes with unread bytes, the kernel resets it, and the player's call through the
 * site fails. TCP keep-alive probes still free the sockets of a peer that vanished.
 */
export const CONNECTION_SERVER_OPTIONS: Pick<FastifyServerOptions, 'clientErrorHandler' | 'return503OnClosing'> & {
  http: { keepAlive: boolean; keepAliveInitialDelay: number };
} = {
  http: { keepAlive: true, keepAliveInitialDelay: 60_000 },
  clientErrorHandler: answerClientError,
  // A request that reaches a draining instance on a kept connection just as it stops listening is
  // answered (the database is still open; its answer closes the connection) rather than refused with
  // a 503 the front may not retry (a spin, a deposit); idle connections are closed at that moment.
  return503OnClosing: false,
};

/** Turns the platform's idle limit off (Fastify reads 0 in its options as "the default"). */
export function keepIdleConnections(app: FastifyInstance): void {
  app.server.keepAliveTimeout = 0;
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Request timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request header fields too large' },
};

/**
 * A request the HTTP parser cannot read (oversized headers, broken framing, a request that timed
 * out) is answered in the platform's error shape and its connection closed. The answer says
 * `Connection: close`, so that a client keeping sockets does not send its next request on one
 * that is about to go (Fastify's default answer leaves the header out).
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: 'Malformed request' };
  if (socket.writable) {
    const body = JSON.stringify(AppError.badRequest(message).toBody());
    socket.write(
      `HTTP/1.1 ${status} ${message}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
