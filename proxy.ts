import { NextResponse, type NextRequest } from 'next/server';
import { canonicalRedirect, DEFAULT_LOCALE, PLACEHOLDER_LOCALE } from './lib/routes';

/**
 * 1. A request without a locale prefix (Next gives it the placeholder locale 'default') is
 *    redirected to /fi + path, keeping the query.
 * 2. A page reached under its English page path in another locale (/fi/login) is redirected
 *    to its localized path (/fi/kirjaudu), from the route table.
 */
export function proxy(request: NextRequest) {
  if (request.headers.has('x-nextjs-data')) return NextResponse.next();
  const url = request.nextUrl;
  const { pathname, locale } = url;
  // The platform rewrites (/api/...) are never redirected.
  if (pathname === '/api' || pathname.startsWith('/api/')) return NextResponse.next();

  if (!locale || locale === PLACEHOLDER_LOCALE) {
    // Straight to the localized path when the path is an English page path ('/login' → '/fi/kirjaudu').
    const localized = canonicalRedirect(`/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`);
    const target = url.clone();
    target.locale = DEFAULT_LOCALE;
    if (localized) target.pathname = localized.slice(DEFAULT_LOCALE.length + 1) || '/';
    return NextResponse.redirect(target, 307);
  }

  const localized = canonicalRedirect(`/${locale}${pathname === '/' ? '' : pathname}`);
  if (localized) {
    const target = url.clone();
    target.locale = locale;
    target.pathname = localized.slice(locale.length + 1) || '/';
    return NextResponse.redirect(target, 308);
  }
  return NextResponse.next();
}

/**
 * Only the requests the proxy can redirect reach it; every other page (the pre-rendered ones
 * above all) is served without running it. Next matches these against the path with its locale,
 * and gives an unprefixed path the placeholder locale first ('/pelit' is matched as
 * '/default/pelit'), hence `locale: false` and the explicit prefixes:
 * 1. an unprefixed path (skipping the API rewrites, the translation files and files with an
 *    extension);
 * 2. an English page path in a locale whose public path differs: the first segments of the route
 *    table's page paths (lib/routes/table.ts). Next reads this config at build time, so it cannot
 *    be computed from the table; __tests__/routes/proxy.test.ts checks that it covers every
 *    redirect canonicalRedirect gives and no public path. Client navigations' data requests
 *    (x-nextjs-data) need nothing from it.
 */
export const config = {
  matcher: [
    { source: '/default', locale: false },
    { source: '/default/((?!api/|locales/|.*\\.[\\w]+$).*)', locale: false },
    {
      source:
        '/:locale(fi|et)/:first(login|verifyemail|profile|news|info|search|campaigns|registration|livecasino|bonuswheel|bonus-game|gold-rush|game|suppliers|games|gameprovider)/:rest*',
      locale: false,
      missing: [{ type: 'header', key: 'x-nextjs-data' }],
    },
  ],
};
