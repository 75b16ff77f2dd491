import {
  AFFILIATE_REF_COOKIE,
  AFFILIATE_SEEN_COOKIE,
  affiliateCookies,
  affiliateReference,
  readCookie,
  shouldShowAffiliateBanner,
} from '@/lib/content/affiliate';

describe('affiliate banner rule (docs/product/flows.md, docs/product/constants.md)', () => {
  it('shows for an anonymous visitor without the weekly cookie, once the player load finished', () => {
    expect(shouldShowAffiliateBanner({ playerLoadFinished: true, isLoggedIn: false, cookies: '' })).toBe(true);
    expect(shouldShowAffiliateBanner({ playerLoadFinished: false, isLoggedIn: false, cookies: '' })).toBe(false);
  });
  it('is hidden when logged in', () => {
    expect(shouldShowAffiliateBanner({ playerLoadFinished: true, isLoggedIn: true, cookies: '' })).toBe(false);
  });
  it('is hidden within the week after it was shown', () => {
    expect(shouldShowAffiliateBanner({ playerLoadFinished: true, isLoggedIn: false, cookies: `a=b; ${AFFILIATE_SEEN_COOKIE}=1` })).toBe(
      false,
    );
  });
  it('the cookie lasts 604800 s (a week) on the whole site', () => {
    const [seen, ref] = affiliateCookies('baltic-slots');
    expect(seen).toBe(`${AFFILIATE_SEEN_COOKIE}=1; Max-Age=604800; Path=/; SameSite=Lax`);
    expect(ref).toBe(`${AFFILIATE_REF_COOKIE}=baltic-slots; Max-Age=604800; Path=/; SameSite=Lax`);
    expect(affiliateCookies('1', true)[0]).toMatch(/; Secure$/);
  });
  it('takes the reference from ?ref= or ?affiliate=, then the cookie, then the default 1', () => {
    expect(affiliateReference('?ref=baltic-slots', '')).toBe('baltic-slots');
    expect(affiliateReference('?affiliate=partner-2', '')).toBe('partner-2');
    expect(affiliateReference('', `${AFFILIATE_REF_COOKIE}=saved`)).toBe('saved');
    expect(affiliateReference('', '')).toBe('1');
    expect(affiliateReference('?ref=<script>', '')).toBe('1');
  });
  it('reads cookies by name', () => {
    expect(readCookie('x=1; y=a%20b', 'y')).toBe('a b');
    expect(readCookie('x=1', 'y')).toBeUndefined();
  });
});
