/**
 * Affiliate welcome banner (docs/product/flows.md, docs/product/constants.md): shown once per week to anonymous visitors
 * (cookie with max-age 604800 s), hidden when logged in; default affiliate reference '1'.
 */
import { AFFILIATE_COOKIE_MAX_AGE_S, DEFAULT_AFFILIATE_REFERENCE } from '@/lib/constants';
import { displayName } from '@/lib/games/suffix';

export const AFFILIATE_SEEN_COOKIE = 'affiliateBannerSeen';
export const AFFILIATE_REF_COOKIE = 'affiliateRef';

/** A cookie's value from a document.cookie string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Show the banner: the player load has finished, nobody is logged in, and it was not shown this week. */
export function shouldShowAffiliateBanner(state: { playerLoadFinished: boolean; isLoggedIn: boolean; cookies: string }): boolean {
  if (!state.playerLoadFinished || state.isLoggedIn) return false;
  return !readCookie(state.cookies, AFFILIATE_SEEN_COOKIE);
}

/** A well-formed affiliate reference or slug: letters, digits, '_' and '-', at most 64. */
export function isAffiliateReference(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{1,64}$/.test(value);
}

/** The affiliate reference: ?ref= or ?affiliate= of the URL, then the remembered one, then '1'. */
export function affiliateReference(search: string, cookies: string): string {
  const query = new URLSearchParams(search);
  const fromQuery = query.get('ref') || query.get('affiliate');
  const clean = (value: string | null | undefined) => (isAffiliateReference(value) ? value : undefined);
  return clean(fromQuery) ?? clean(readCookie(cookies, AFFILIATE_REF_COOKIE)) ?? DEFAULT_AFFILIATE_REFERENCE;
}

/**
 * The reference a registration carries: ?ref= or ?affiliate= of the registration page's URL (the
 * banner, which remembers a reference, does not show there), else the remembered one; none otherwise.
 */
export function registrationAffiliateReference(search: string, cookies: string): string | undefined {
  const query = new URLSearchParams(search);
  const fromQuery = query.get('ref') || query.get('affiliate');
  if (isAffiliateReference(fromQuery)) return fromQuery;
  const remembered = readCookie(cookies, AFFILIATE_REF_COOKIE);
  return isAffiliateReference(remembered) ? remembered : undefined;
}

/** Set-cookie strings marking the banner as shown for a week (and remembering the reference). */
export function affiliateCookies(reference: string, secure = false): string[] {
  const attrs = `; Max-Age=${AFFILIATE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [`${AFFILIATE_SEEN_COOKIE}=1${attrs}`, `${AFFILIATE_REF_COOKIE}=${encodeURIComponent(reference)}${attrs}`];
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The affiliate's message with its free-spin game named as everywhere else on the site: an editor
 * writes the catalogue name ('Book of Sand Low'), the site shows it without its variant suffix
 * (lib/games/suffix.ts). The message is sanitised HTML and the shown name is the catalogue name
 * cut short, so the result is as safe as the message.
 */
export function messageWithDisplayName<T extends string>(html: T, game: { title: string; slug: string } | null): T {
  if (!game) return html;
  const shown = displayName(game.title, game.slug);
  if (shown === game.title) return html;
  return html.split(escapeText(game.title)).join(escapeText(shown)) as T;
}
