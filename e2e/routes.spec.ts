import { expect, test } from './fixtures';
import { href, LOCALES } from '../lib/routes';

/**
 * Redirects and security headers. Every route in every locale (status, html lang, short forms'
 * redirect, login-required pages sending a logged-out visitor to login (and back after it: accounts.spec.ts), hreflang
 * alternates, no console error) is checked by the route walk in first-visit-routes.spec.ts, in the
 * same page load as its other checks.
 */

test('an unprefixed path redirects to the Finnish locale', async ({ page }) => {
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/fi');
  await page.goto('/pelit');
  expect(new URL(page.url()).pathname).toBe('/fi/pelit');
});

test('an English page path in another locale redirects to the localized path', async ({ page }) => {
  await page.goto('/fi/login');
  expect(new URL(page.url()).pathname).toBe('/fi/kirjaudu');
});

test('pages carry the baseline security headers; only game pages may be framed, by the site itself', async ({ request }) => {
  const home = await request.get(href('home', {}, 'fi'));
  const headers = home.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");

  for (const locale of LOCALES) {
    const game = await request.get(href('gamePlay', { slug: 'book-of-embers' }, locale));
    expect(game.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(game.headers()['x-content-type-options']).toBe('nosniff');
  }
});
