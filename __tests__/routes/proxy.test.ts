/**
 * @jest-environment node
 */
/**
 * proxy.ts runs only for the requests it can redirect (its matcher), so that pre-rendered pages are
 * served without it. Its matcher is read by Next at build time and cannot be computed from the
 * route table, so this checks it against the table: every redirect canonicalRedirect gives is
 * reached, every unprefixed path is reached, and no public path is.
 */
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';
import { canonicalRedirect, href, LOCALES, ROUTE_KEYS, ROUTES } from '@/lib/routes';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the site's own i18n settings
const { i18n } = require('@/next-i18next.config.js');

// Next's own compilation of a proxy's matcher (what `next build` runs; not in its type declarations).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: unknown) => Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const matchers = getMiddlewareMatchers(config.matcher, { i18n });
const routeMatcher = getMiddlewareRouteMatcher(matchers);

/** Whether Next would run the proxy for this path (given as Next matches it: with its locale, unprefixed ones under 'default'). */
function runsProxy(path: string, headers: Record<string, string> = {}) {
  const req = { headers } as unknown as Parameters<typeof routeMatcher>[1];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* as Next: an undecodable path is matched as it is */
  }
  return routeMatcher(path, req, {}) || routeMatcher(decoded, req, {});
}

const PARAMS: Record<string, string | number> = { slug: 'book-of-dead', id: 42 };
const pagePath = (page: string, locale: string) =>
  `/${locale}${page === '/' ? '' : page.replace(/\[(\w+)\]/g, (_, name: string) => String(PARAMS[name]))}`;

describe('the proxy runs where it redirects, and only there', () => {
  it.each(ROUTE_KEYS.flatMap((key) => LOCALES.map((locale) => [key, locale] as const)))('%s in %s', (key, locale) => {
    const english = pagePath(ROUTES[key].page, locale);
    // A page path that redirects reaches the proxy (an English path of a localized page).
    if (canonicalRedirect(english)) expect(runsProxy(english)).toBe(true);
    // The public path never does: the page is served without the proxy.
    const path = href(key, PARAMS, locale);
    expect(canonicalRedirect(path)).toBeUndefined();
    expect(runsProxy(path)).toBe(false);
  });

  it('reaches every unprefixed page path, but not the API rewrites or files', () => {
    for (const path of ['/default', '/default/pelit', '/default/login', '/default/uutiset/x']) expect(runsProxy(path)).toBe(true);
    for (const path of ['/default/api/session', '/default/favicon.ico', '/default/robots.txt', '/default/locales/fi/common.json']) {
      expect(runsProxy(path)).toBe(false);
    }
  });

  it('leaves client navigations (data requests) alone', () => {
    expect(runsProxy('/fi/login', { 'x-nextjs-data': '1' })).toBe(false);
  });

  it('redirects what it reaches', () => {
    const redirect = (url: string, locale: string) => {
      const request = new NextRequest(url, { nextConfig: { i18n } });
      expect(request.nextUrl.locale).toBe(locale);
      return proxy(request);
    };
    const localized = redirect('http://localhost/fi/login?next=1', 'fi');
    expect(localized.status).toBe(308);
    expect(localized.headers.get('location')).toBe('http://localhost/fi/kirjaudu?next=1');
    const unprefixed = redirect('http://localhost/login', 'default');
    expect(unprefixed.status).toBe(307);
    expect(unprefixed.headers.get('location')).toBe('http://localhost/fi/kirjaudu');
  });
});
