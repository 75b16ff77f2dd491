import type { NextConfig } from 'next';
import { distDir, readSiteEnv, redisUrl, siteUrl } from './lib/config/env';
import { IMAGE_DEVICE_WIDTHS, IMAGE_QUALITY, IMAGE_WIDTHS } from './components/common/optimizedImage';
import { platformUrl, serverCmsApiUrl } from './lib/config/platform';
import { localizedRewrites, pagedRewrites, ROUTES, LOCALES } from './lib/routes';
import { contentSecurityPolicy, policyParts } from './lib/security/csp';
import { reportingEnabled } from './lib/sentry/options';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { i18n } = require('./next-i18next.config.js');

const PLATFORM_URL = platformUrl();
const CMS_API_URL = serverCmsApiUrl();

/** '/peli/{slug}/pelaa' → '/peli/:slug/pelaa' (the table's own template, as a path pattern). */
const toSource = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

// The fixed policy (no nonce) of every answer; a page rendered per request replaces it with one
// holding its nonce (pages/_document.tsx).
const CSP = policyParts();

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  { key: 'Content-Security-Policy', value: contentSecurityPolicy(CSP) },
  { key: 'X-Frame-Options', value: 'DENY' },
  // HSTS only where the site is served over https (SITE_URL), never on http://localhost.
  ...(siteUrl().startsWith('https://') ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
];

const framedBySelf = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy(CSP, { framedBySelf: true }) },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];

/** Game play pages in every locale, under the public path and the page path. */
const gamePlaySources = Array.from(
  new Set(
    LOCALES.flatMap((locale) => [
      `/${locale}${encodeURI(toSource(ROUTES.gamePlay.paths[locale]))}`,
      `/${locale}${toSource(ROUTES.gamePlay.paths.en)}`,
    ]),
  ),
);

/**
 * With REDIS_URL the pre-rendered pages live in Redis (cache-handler.mjs), shared by every site
 * instance; Next's own in-memory copy is off so that an instance never serves a page another
 * instance has refreshed. Without it, Next's local file cache.
 */
const sharedCache = redisUrl() ? { cacheHandler: require.resolve('./cache-handler.mjs'), cacheMaxMemorySize: 0 } : {};

const nextConfig: NextConfig = {
  i18n,
  ...sharedCache,
  reactStrictMode: true,
  // Absolute URLs for canonical and hreflang links (lib/config/siteUrl.ts); inlined at build so server and browser agree.
  // SENTRY_IN_BROWSER: the browser's reporting is decided here, where its DSN is read (at build
  // time): without it the bundler drops the SDK's import, chunk list included (instrumentation-client.ts).
  env: { SITE_URL: siteUrl(), SENTRY_IN_BROWSER: reportingEnabled(readSiteEnv(), 'client') ? 'yes' : 'no' },
  poweredByHeader: false,
  // No ETags: Next would hash each 150 kB page for every request. Next's compression stays on: the
  // embedded default (`npm start`, no front) serves browsers gzip, and behind the front (nginx,
  // deploy/) a pre-rendered page is compressed once per version: the front asks the site for gzip,
  // keeps the compressed page and decompresses it only for a client that cannot take gzip
  // (docs/decisions.md#front-compression).
  generateEtags: false,
  // A second build folder lets a developer build beside a running test build (NEXT_DIST_DIR).
  distDir: distDir(),
  // Loaded from node_modules at run time, not bundled: the metrics (lib/server/siteMetrics.ts) are
  // one set per process, reached from several bundles.
  serverExternalPackages: ['prom-client'],
  // msw 2's ESM-only dependency; listed so that next/jest (which reads this config) transforms it.
  transpilePackages: ['rettime', '@open-draft/deferred-promise', 'until-async'],
  // Without the component names in production class names (`sc-1a2b3c-0 kXyZa` rather than
  // `Header__NavLink-sc-1a2b3c-0 kXyZa`), which cut about a tenth of each page's HTML.
  compiler: { styledComponents: { displayName: readSiteEnv().NODE_ENV === 'development', ssr: true } },
  images: {
    // The thumbnails write their srcsets from the same widths (components/common/optimizedImage.ts).
    deviceSizes: IMAGE_DEVICE_WIDTHS,
    imageSizes: IMAGE_WIDTHS,
    qualities: [IMAGE_QUALITY],
    // The optimizer fetches only the platform's thumbnails (a game's WebP, /api/cms/thumbnails/...),
    // through the site's own /api/cms rewrite, as the browser reaches them; nothing else of the
    // site or the platform can be fetched through /_next/image.
    localPatterns: [{ pathname: '/api/cms/thumbnails/**', search: '' }],
    // A news thumbnail is an SVG: with SVG not allowed through the optimizer, next/image serves it
    // as it is (no srcset), so no SVG is ever proxied by /_next/image; an <img> cannot run an
    // SVG's scripts (docs/decisions.md#game-art).
    dangerouslyAllowSVG: false,
  },
  async headers() {
    return [
      { source: '/:path*', locale: false, headers: securityHeaders },
      ...gamePlaySources.map((source) => ({ source, locale: false as const, headers: framedBySelf })),
    ];
  },
  async rewrites() {
    // A paged list's ?page=n goes to a page with the number in its path (pre-rendered), before
    // the file-system routes (lib/routes pagedRewrites).
    const beforeFiles = pagedRewrites();
    const afterFiles = [
      // Locale-aware on purpose: Next gives an unprefixed request the placeholder locale
      // ('/api/x' is matched as '/default/api/x'), so a locale:false '/api' rule never matches.
      { source: '/api/cms/:path*', destination: `${CMS_API_URL}/:path*` },
      { source: '/api/:path*', destination: `${PLATFORM_URL}/:path*` },
      // Sources are percent-encoded by the table ('/et/boonusm%C3%A4ng'); Next matches rewrites
      // against the encoded path, so that one form serves both raw and encoded requests.
      ...localizedRewrites(),
    ];
    return { beforeFiles, afterFiles };
  },
};

export default nextConfig;
