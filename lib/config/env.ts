/**
 * Every environment variable the site reads, in one place: SITE_ENVIRONMENT names each with its
 * default and meaning (the README's table is generated from it), and readSiteEnv() reads them.
 * Each variable is written out as a literal property of process.env so that Next inlines the NEXT_PUBLIC_ ones
 * (and SITE_URL, which next.config passes through its `env`) into the browser bundle; a
 * `process.env[name]` lookup would be empty in the browser.
 */

export interface EnvironmentVariable {
  name: string;
  /** The value used when the variable is unset or empty, as the README shows it. */
  default: string;
  description: string;
}

export const DEFAULT_PLATFORM_URL = 'http://127.0.0.1:4000';
const DEFAULT_SITE_URL = 'http://localhost:3000';
const DEFAULT_DIST_DIR = '.next';

export const SITE_ENVIRONMENT: readonly EnvironmentVariable[] = [
  {
    name: 'PLATFORM_URL',
    default: DEFAULT_PLATFORM_URL,
    description: "The platform as the site's server reaches it; the site's /api and /api/cms paths are rewritten to it.",
  },
  { name: 'PLAYER_API_URL', default: 'PLATFORM_URL', description: 'Player API base for calls made by the server (page rendering).' },
  {
    name: 'CMS_API_URL',
    default: 'PLATFORM_URL/cms',
    description: 'CMS base for calls made by the server and for the /api/cms rewrite.',
  },
  {
    name: 'NEXT_PUBLIC_PLAYER_API_URL',
    default: '/api',
    description: 'Player API base for calls made by the browser; read at build time.',
  },
  {
    name: 'SITE_URL',
    default: DEFAULT_SITE_URL,
    description: 'Public origin of the site for canonical and hreflang links, the sitemap and robots.txt; read at build time.',
  },
  {
    name: 'NEXT_DIST_DIR',
    default: DEFAULT_DIST_DIR,
    description: 'Build folder, so that a second build can sit beside a running one.',
  },
  {
    name: 'NODE_ENV',
    default: 'production',
    description: 'Set by Next (development under next dev, test under jest); development and test never report errors.',
  },
  {
    name: 'NEXT_PUBLIC_APP_ENV',
    default: 'NODE_ENV when development or test, else production',
    description: 'Environment label of error reports; reports are sent only in production and staging. Read at build time.',
  },
  {
    name: 'NEXT_PUBLIC_SENTRY_DSN',
    default: '(none: no error reporting)',
    description: 'Sentry DSN of the browser and, unless SENTRY_DSN is set, of the server. Read at build time.',
  },
  { name: 'SENTRY_DSN', default: 'NEXT_PUBLIC_SENTRY_DSN', description: "Sentry DSN of the site's server only." },
  {
    name: 'NEXT_PUBLIC_LIVECHAT_LICENSE',
    default: '(none: no live chat)',
    description:
      "Licence number of the LiveChat widget; only when set is the widget's script loaded and the live chat button shown. Read at build time.",
  },
  {
    name: 'REVALIDATE_SECRET',
    default: '(none: content changes are not received)',
    description:
      'Shared secret the platform sends (x-revalidate-secret) with content changes to POST /api/site/revalidate, which regenerates the affected pre-rendered pages.',
  },
  {
    name: 'REDIS_URL',
    default: '(none: pre-rendered pages in the local .next cache)',
    description:
      'Redis for the pre-rendered pages shared by several site instances (cache-handler.mjs); a refresh on one instance reaches all.',
  },
  {
    name: 'REDIS_CACHE_PREFIX',
    default: 'site:<build id>:',
    description: "Key prefix of the site's pages in Redis, so that several sites or builds can share one Redis.",
  },
  {
    name: 'NEXT_MANUAL_SIG_HANDLE',
    default: "(none: Next's own handler, which stops listening but waits for idle connections)",
    description:
      "Next's switch, set by run.mjs, npm run cluster and the site's systemd unit: the site then drains on SIGTERM and SIGINT itself (not ready, answers close their connections, requests in flight finish, exit within 10 s; lib/server/lifecycle.ts).",
  },
  {
    name: 'FRONT_URL',
    default: '(none: no front cache to refresh)',
    description:
      "The front (nginx, deploy/) as the site's server reaches it, comma-separated when there are several: after regenerating a page on a content change the site asks each for the page with x-front-refresh: REVALIDATE_SECRET, so that its cache holds the new page.",
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description:
      "The site server's log level (pino: fatal, error, warn, info, debug, trace, silent); at info a JSON line per answered request (health checks and static files only when they fail), each line with its request id (lib/server/siteLog.ts).",
  },
  {
    name: 'SITE_METRICS_PORT',
    default: '(none: no metrics)',
    description:
      "Port of the site server's Prometheus metrics (GET /metrics), on 127.0.0.1 only and never on the site's own port (lib/server/siteMetrics.ts); each instance needs its own.",
  },
];

export type SiteEnv = Partial<Record<string, string>>;

/** The site's variables as this process sees them (in the browser: as the build inlined them). */
export function readSiteEnv(): SiteEnv {
  return {
    PLATFORM_URL: process.env.PLATFORM_URL,
    PLAYER_API_URL: process.env.PLAYER_API_URL,
    CMS_API_URL: process.env.CMS_API_URL,
    NEXT_PUBLIC_PLAYER_API_URL: process.env.NEXT_PUBLIC_PLAYER_API_URL,
    SITE_URL: process.env.SITE_URL,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
    NODE_ENV: process.env.NODE_ENV,
    NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV,
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
    SENTRY_DSN: process.env.SENTRY_DSN,
    NEXT_PUBLIC_LIVECHAT_LICENSE: process.env.NEXT_PUBLIC_LIVECHAT_LICENSE,
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_CACHE_PREFIX: process.env.REDIS_CACHE_PREFIX,
    NEXT_MANUAL_SIG_HANDLE: process.env.NEXT_MANUAL_SIG_HANDLE,
    FRONT_URL: process.env.FRONT_URL,
    LOG_LEVEL: process.env.LOG_LEVEL,
    SITE_METRICS_PORT: process.env.SITE_METRICS_PORT,
  };
}

/** The live chat licence (digits only), or null when the widget is not configured. */
export function liveChatLicense(env: SiteEnv = readSiteEnv()): string | null {
  const value = (env.NEXT_PUBLIC_LIVECHAT_LICENSE ?? '').trim();
  return /^\d{1,12}$/.test(value) ? value : null;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/** The public origin for absolute links (SITE_URL), without a trailing slash. */
export function siteUrl(env: SiteEnv = readSiteEnv()): string {
  return trim(env.SITE_URL || DEFAULT_SITE_URL);
}

/** Next's build folder (NEXT_DIST_DIR). */
export function distDir(env: SiteEnv = readSiteEnv()): string {
  return env.NEXT_DIST_DIR || DEFAULT_DIST_DIR;
}

/** Redis of the shared page cache (REDIS_URL), or null: each instance keeps its own file cache. */
export function redisUrl(env: SiteEnv = readSiteEnv()): string | null {
  return env.REDIS_URL || null;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type SiteLogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL, or info when unset or not a level. */
export function siteLogLevel(env: SiteEnv = readSiteEnv()): SiteLogLevel {
  const value = (env.LOG_LEVEL ?? '').trim();
  return (LOG_LEVELS as readonly string[]).includes(value) ? (value as SiteLogLevel) : 'info';
}

/** SITE_METRICS_PORT (1-65535), or null: no metrics. */
export function siteMetricsPort(env: SiteEnv = readSiteEnv()): number | null {
  const port = Number(env.SITE_METRICS_PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : null;
}
