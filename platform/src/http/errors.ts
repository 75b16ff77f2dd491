import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/unavailable';
import { AppError, ErrorCode } from '../errors';
import { noteErrorCode } from './requestLog';
import { countRefusal } from '../metrics/money';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Maps an ajv validation failure to 400 / 195 naming the field. */
function validationError(error: FastifyError): AppError {
  const first = (error.validation?.[0] ?? {}) as ValidationItem;
  const context = error.validationContext ?? 'body';
  let field = first.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
  if (first.keyword === 'required' && typeof first.params?.missingProperty === 'string') {
    field = field ? `${field}.${first.params.missingProperty}` : first.params.missingProperty;
  }
  if (!field) field = context;
  const reason = first.message ?? 'is invalid';
  // A length or range bound comes with its limit, so the site can name it (e.g. at most 100 characters).
  const limit = typeof first.params?.limit === 'number' ? { limit: first.params.limit } : {};
  return AppError.validation(field, `Invalid value for field ${field}: ${reason}`, {
    rule: first.keyword,
    in: context,
    ...limit,
  });
}

/** Turns anything thrown into the error body; never exposes a stack or an internal message. */
function toAppError(err: unknown, log?: FastifyRequest['log']): AppError {
  if (err instanceof AppError) return err;
  const e = err as FastifyError;
  if (e && Array.isArray(e.validation)) return validationError(e);
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Framework and body-parser errors (malformed JSON, unsupported content type, body too
    // large, broken multipart): the client's fault. 415/406 become 400 as the contract says.
    const code = status === 415 || status === 406 ? 400 : status;
    const message = typeof e?.message === 'string' && e.message ? e.message : 'Bad request';
    return new AppError(ErrorCode.UNEXPECTED, message, { status: code });
  }
  // The database restarting or its connections cut: the player is asked to try again shortly.
  if (isDatabaseUnavailable(err)) {
    log?.warn({ err }, 'database unavailable');
    return new AppError(ErrorCode.TEMPORARILY_UNAVAILABLE, undefined, { params: { retryAfterSeconds: DATABASE_RETRY_AFTER_S } });
  }
  log?.error({ err }, 'unexpected error');
  return new AppError(ErrorCode.UNEXPECTED, 'Unexpected error', { status: 500 });
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(err, request.log);
    countRefusal(err);
    if (err instanceof AppError && appError.status >= 500) request.log.error({ err }, err.message);
    noteErrorCode(request, appError.errorCode);
    const retryAfter = appError.params?.retryAfterSeconds;
    if ((appError.status === 429 || appError.status === 503) && typeof retryAfter === 'number')
      reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
    return reply.status(appError.status).type('application/json').send(appError.toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    const body = AppError.notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`).toBody();
    return reply.status(404).type('application/json').send(body);
  });
}

/** Fastify's `frameworkErrors` option: errors raised before a route runs (e.g. a bad URL). */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(err, request.log);
  void reply.status(appError.status).type('application/json').send(appError.toBody());
}
