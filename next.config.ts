import type { NextConfig } from 'next';
import { localizedRewrites, ROUTES, LOCALES } from './lib/routes';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { i18n } = require('./next-i18next.config.js');

const PLATFORM_URL = (process.env.PLATFORM_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
const CMS_API_URL = (process.env.CMS_API_URL || `${PLATFORM_URL}/cms`).replace(/\/+$/, '');

/** '/peli/{slug}/pelaa' → '/peli/:slug/pelaa' (the table's own template, as a path pattern). */
const toSource = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
  { key: 'X-Frame-Options', value: 'DENY' },
];

const framedBySelf = [
  { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" },
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

/** Localized rewrites; a path with non-ASCII letters also gets its decoded form. */
function rewritesFromTable() {
  const rules = localizedRewrites();
  const extra = rules
    .filter((rule) => decodeURI(rule.source) !== rule.source)
    .map((rule) => ({ ...rule, source: decodeURI(rule.source) }));
  return [...rules, ...extra];
}

const nextConfig: NextConfig = {
  i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  // msw 2's ESM-only dependency; listed so that next/jest (which reads this config) transforms it.
  transpilePackages: ['rettime', '@open-draft/deferred-promise', 'until-async'],
  compiler: { styledComponents: true },
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
  async headers() {
    return [
      { source: '/:path*', locale: false, headers: securityHeaders },
      ...gamePlaySources.map((source) => ({ source, locale: false as const, headers: framedBySelf })),
    ];
  },
  async rewrites() {
    return [
      { source: '/api/cms/:path*', destination: `${CMS_API_URL}/:path*`, locale: false },
      { source: '/api/:path*', destination: `${PLATFORM_URL}/:path*`, locale: false },
      ...rewritesFromTable(),
    ];
  },
};

export default nextConfig;
