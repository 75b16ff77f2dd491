import { NextResponse, type NextRequest } from 'next/server';
import { canonicalRedirect, DEFAULT_LOCALE, PLACEHOLDER_LOCALE } from './lib/routes';
import { frameAncestors, newNonce, policyParts } from './lib/security/csp';

/** The Content-Security-Policy around its nonce, built once (lib/security/csp.ts). */
const POLICY = policyParts();

/**
 * A page goes on with a fresh nonce: in the request (x-nonce, for pages/_document.tsx) and in the
 * answer's policy. A pre-rendered page ignores the nonce; its scripts come through the hashed loader.
 */
function nextWithPolicy(request: NextRequest): NextResponse {
  if ('fixed' in POLICY) {
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', POLICY.fixed + frameAncestors(request.nextUrl.pathname));
    return response;
  }
  const nonce = newNonce();
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', POLICY.beforeNonce + nonce + POLICY.afterNonce + frameAncestors(request.nextUrl.pathname));
  return response;
}

/**
 * 1. A request without a locale prefix (Next gives it the placeholder locale 'default') is
 *    redirected to /fi + path, keeping the query.
 * 2. A page reached under its English page path in another locale (/fi/login) is redirected
 *    to its localized path (/fi/kirjaudu), from the route table.
 * 3. Every page answer carries the Content-Security-Policy with a fresh nonce.
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
  return nextWithPolicy(request);
}

export const config = {
  // Skip Next's own files, the API rewrites and anything with a file extension.
  matcher: ['/', '/((?!_next/|api/|favicon\\.ico|robots\\.txt|locales/|.*\\.[\\w]+$).*)'],
};
