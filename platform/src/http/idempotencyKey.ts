import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** The request header a money call may carry its key in (the IETF httpapi Idempotency-Key draft). */
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * A money call's idempotency key, from the body's `idempotencyKey` or the `Idempotency-Key`
 * header: the front (nginx) retries a money call on another instance only when it carries the
 * header, so the header and the body must name one key; a header that differs from the body's
 * key, or is malformed, is refused (400/195) before anything moves. docs/decisions.md#front-retries.
 */
export function withIdempotencyKey<T extends { idempotencyKey?: string }>(request: FastifyRequest, body: T): T {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return body;
  const rule = { in: 'headers', rule: 'one key of 8-100 characters, the same as the body idempotencyKey' };
  if (typeof header !== 'string' || header.length < 8 || header.length > 100) throw AppError.validation('Idempotency-Key', undefined, rule);
  if (body.idempotencyKey !== undefined && body.idempotencyKey !== header) throw AppError.validation('Idempotency-Key', undefined, rule);
  return { ...body, idempotencyKey: header };
}
