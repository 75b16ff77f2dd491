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

export const config = {
  // Skip Next's own files, the API rewrites and anything with a file extension.
  matcher: ['/', '/((?!_next/|api/|favicon\\.ico|robots\\.txt|locales/|.*\\.[\\w]+$).*)'],
};
