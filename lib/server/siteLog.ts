/**
 * The site server's log: JSON lines (pino, as the platform's), each written while a request is
 * being answered carrying its id (`reqId`, lib/server/requestContext.ts). Lines never hold a
 * body, a header, a cookie or a query string (a verification code travels in one): what a
 * caller logs is its own choice, and the request line (lib/server/requestTracking.ts) names the
 * path only. One logger per process, on globalThis (separate bundles share it).
 */
import pino, { type Logger } from 'pino';
import { readSiteEnv, siteLogLevel, type SiteEnv } from '@/lib/config/env';
import { currentRequestId } from '@/lib/server/requestContext';

const LOGGER = Symbol.for('casino.site.logger');

/** Never written, whatever a caller passes (an error's request config, a header list). */
const SECRET_HEADERS = ['cookie', 'authorization', '["x-revalidate-secret"]', '["x-front-refresh"]', '["set-cookie"]'];
const REDACTED = [
  ...SECRET_HEADERS.flatMap((name) => [`headers.${name}`, `*.headers.${name}`].map((path) => path.replace('.[', '['))),
  ...['password', 'token', 'secret'].flatMap((name) => [name, `*.${name}`]),
];

export function createSiteLogger(env: SiteEnv = readSiteEnv(), destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: siteLogLevel(env),
      redact: { paths: REDACTED, censor: '[redacted]' },
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The process's logger (made on first use). */
export function siteLog(): Logger {
  const holder = globalThis as unknown as Record<symbol, Logger | undefined>;
  holder[LOGGER] ??= createSiteLogger();
  return holder[LOGGER];
}
