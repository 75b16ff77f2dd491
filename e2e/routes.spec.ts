import { expect, test } from './fixtures';
import { alternates, href, LOCALES, ROUTE_KEYS, routeFlags, type RouteKey } from '../lib/routes';
import { expectNoConsoleErrors, watchConsole } from './support';

/** Real seeded records: pages with parameters answer 404 for unknown ones. */
const SAMPLE_PARAMS = { slug: 'book-of-embers', id: '1' };
const PARAMS: Partial<Record<RouteKey, Record<string, string>>> = {
  slotsGroup: { id: '1', slug: 'popular' },
  slotsGroupById: { id: '1' },
  liveCasinoGroup: { id: '21', slug: 'live-roulette' },
  liveCasinoGroupById: { id: '21' },
  singleProvider: { id: '84', slug: 'zinniacrest-digital' },
  providerById: { id: '84' },
  newsArticle: { slug: 'nordic-tales-collection' },
  infoPage: { slug: 'terms' },
};
const paramsOf = (key: RouteKey) => PARAMS[key] ?? SAMPLE_PARAMS;
/** Short forms redirect (308) to the full URL with the slug. */
const SHORT_FORMS: Partial<Record<RouteKey, RouteKey>> = {
  slotsGroupById: 'slotsGroup',
  liveCasinoGroupById: 'liveCasinoGroup',
  providerById: 'singleProvider',
};

test.describe('every route in every locale', () => {
  for (const locale of LOCALES) {
    for (const key of ROUTE_KEYS) {
      test(`${key} in ${locale}`, async ({ page }) => {
        const problems = watchConsole(page);
        const path = href(key, paramsOf(key), locale);
        const response = await page.goto(path);
        expect(response?.status(), `status of ${path}`).toBe(200);
        const full = SHORT_FORMS[key];
        if (full) {
          expect(response?.request().redirectedFrom()?.url()).toContain(path);
          expect(new URL(page.url()).pathname).toBe(href(full, PARAMS[full], locale));
          await expectNoConsoleErrors(problems);
          return;
        }
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('h1').first()).toBeVisible();

        if (routeFlags(key).requiresLogin) {
          // A logged-out visitor is sent to the login route of the same language, and back later.
          const login = href('login', {}, locale);
          await page.waitForURL((url) => url.pathname === login);
          expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(path);
        } else {
          const links = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((nodes) =>
            nodes.map((node) => [node.getAttribute('hreflang'), new URL(node.getAttribute('href') || '').pathname]),
          );
          const expected = alternates(key, paramsOf(key)).map((a) => [a.hrefLang, encodeURI(decodeURI(a.href))]);
          expect(links.map(([lang, p]) => [lang, encodeURI(decodeURI(p || ''))])).toEqual(expected);
        }
        await expectNoConsoleErrors(problems);
      });
    }
  }
});

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
    const game = await request.get(href('gamePlay', SAMPLE_PARAMS, locale));
    expect(game.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(game.headers()['x-content-type-options']).toBe('nosniff');
  }
});
