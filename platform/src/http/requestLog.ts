import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { TrustedProxies } from '../config';

/**
 * One request, one id (docs/decisions.md#request-id): the front (nginx) or the site names each
 * request in X-Request-Id; the platform takes it from a trusted peer (TRUSTED_PROXIES, as for
 * X-Forwarded-For), makes its own otherwise, puts it on every log line of the request (`reqId`)
 * and answers it in the same header. Logs never hold a body, a cookie, a query string or a token.
 */
const REQUEST_ID_HEADER = 'x-request-id';
/** What an id may look like: nginx's 32 hex digits, a UUID, a CDN's id; never a log line's worth. */
const REQUEST_ID = /^[\w.:-]{8,128}$/;

/** Whether `address` (a connection's peer) is one of the trusted proxies. */
export function trustedPeer(trusted: TrustedProxies): (address: string | undefined) => boolean {
  if (trusted === 'none') return () => false;
  const list = new BlockList();
  for (const entry of trusted === 'loopback' ? ['127.0.0.0/8', '::1/128'] : trusted) {
    const [address, bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 peer on a dual-stack socket reads ::ffff:127.0.0.1.
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/** Fastify's genReqId: the trusted peer's X-Request-Id when it is a plausible id, else a new UUID. */
export function requestIdOf(trusted: TrustedProxies): (req: IncomingMessage) => string {
  const isTrusted = trustedPeer(trusted);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && REQUEST_ID.test(given) && isTrusted(req.socket?.remoteAddress)) return given;
    return randomUUID();
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/** Never written, whatever an error or a debug line carries. */
const SECRET_HEADERS = ['cookie', 'authorization', '["x-admin-token"]', '["x-revalidate-secret"]', '["set-cookie"]'];
const SECRET_FIELDS = ['password', 'newPassword', 'oldPassword', 'confirmPassword', 'token', 'sessionToken', 'secret'];
const REDACTED = [
  ...SECRET_HEADERS.flatMap((name) =>
    ['headers', 'req.headers', 'res.headers'].map((at) => `${at}${name.startsWith('[') ? '' : '.'}${name}`),
  ),
  ...SECRET_FIELDS.flatMap((name) => [name, `*.${name}`]),
];

/**
 * The caller's logger settings with the platform's rules: secrets redacted, and a request at debug
 * logged by method and route pattern only (no query string: a code or token may travel in one).
 */
export function withLogRules(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const settings = logger === true ? {} : logger;
  return {
    ...settings,
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: {
      // The route's pattern where there is one: a slot's or the bank's token is a path segment.
      req: (req: { method: string; url: string; routeOptions?: { url?: string }; socket?: { remoteAddress?: string } }) => ({
        method: req.method,
        path: req.routeOptions?.url ?? req.url.split('?')[0],
        remoteAddress: req.socket?.remoteAddress,
      }),
      ...('serializers' in settings ? settings.serializers : {}),
    },
  };
}

/** The product error code of a refused request (the error handler notes it), for its log line. */
const errorCodes = new WeakMap<FastifyRequest, number>();
export const noteErrorCode = (request: FastifyRequest, code: number): void => void errorCodes.set(request, code);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every answer carries its request's id; and below debug (where Fastify logs every request and
 * answer itself) a request that may change something (any method but GET, HEAD and OPTIONS: a
 * login, a deposit, a spin) is one line at info: method, route pattern (never the URL: a slot or
 * bank token is a path segment), status, product error code, time. Reads, most of them polls,
 * are left to the front's access log (docs/decisions.md#request-logging).
 */
export function installRequestLog(app: FastifyInstance, { everyRequest }: { everyRequest: boolean }): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  if (everyRequest) return;
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (!READS.has(request.method)) {
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? '(none)',
          status: reply.statusCode,
          code: errorCodes.get(request),
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    }
    done();
  });
}
