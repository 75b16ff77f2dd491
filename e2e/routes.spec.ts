import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import type { Request } from '@playwright/test';
import axe from 'axe-core';
import { alternates, href, LOCALES, ROUTE_KEYS, routeFlags, type Locale, type RouteKey } from '../lib/routes';
import { SITE_URL } from './env';
import { registerActivatedPlayer, PASSWORD } from './players';
import { routeParams } from './routeParams';
import { policyProblems, violationsIn, watchViolations } from './cspWatch';

/**
 * Routes. The route walk: every route in every locale, logged out and logged in, in one page per test,
 * one page load per route serving every check: it answers 200 in the page's language (html lang),
 * short forms redirect to the full URL, a logged-out visitor of a login-required page is sent to
 * the login page of the same language with redirectUrl, a logged-in player on a logged-out-only
 * page goes home; nothing wider than a 390 px or 360 px screen, axe-core finds no serious or
 * critical violation (each route in one locale's walk, axeLocale), no raw translation key and
 * none of the site's own English texts in an fi or et page, hreflang alternates for every locale,
 * no duplicate id in the served HTML, the CSP header's directives and no violation in any frame,
 * and an anonymous visit logs no console or page error and has no failed request.
 *
 * Besides the walk: an unprefixed or English path redirects to the locale's path, and pages carry
 * the baseline security headers (a login-required page sends the visitor back after login:
 * accounts.spec.ts).
 */

/** Translation files as the site loads them, flattened to "a.b.c" → text. */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const NAMESPACES = ['common', 'errors', 'games', 'account', 'wallet', 'play', 'help'];
const readLocale = (locale: Locale, ns: string): unknown => JSON.parse(readFileSync(path.resolve('locales', locale, `${ns}.json`), 'utf8'));
const texts = (locale: Locale) => flatten(Object.fromEntries(NAMESPACES.map((ns) => [ns, readLocale(locale, ns)])));
const EN = texts('en');
/** Raw keys as the translation store shows a missing one: "nav.balance" (without the namespace). */
const RAW_KEYS = new Set([...EN.keys()].map((key) => key.slice(key.indexOf('.') + 1)).filter((key) => key.includes('.')));
/** The raw keys among a text's words (a key shows as a word of its own). */
const rawKeysIn = (text: string): string[] => [...new Set(text.split(/\s+/))].filter((word) => RAW_KEYS.has(word));

/** English phrases of the site (two words or more) that the other locale says differently. */
function englishPhrases(locale: Locale): string[] {
  const own = texts(locale);
  const phrases = new Set<string>();
  for (const [key, text] of EN) {
    if (text.includes('{{') || text.split(/\s+/).length < 2 || own.get(key) === text) continue;
    phrases.add(text.replace(/[.:!]+$/, ''));
  }
  // CMS group names that must not show in English on another language's page (their English names).
  for (const name of ['Staff picks', 'Nordic tales', 'Insufficient balance']) phrases.add(name);
  return [...phrases].filter((phrase) => phrase.length >= 8);
}

interface Findings {
  routing: string[];
  overflow: string[];
  axe: string[];
  text: string[];
  ids: string[];
  console: string[];
  csp: string[];
}

/** Short forms answer 308 to the full URL with the slug. */
const SHORT_FORMS: Partial<Record<RouteKey, RouteKey>> = {
  slotsGroupById: 'slotsGroup',
  liveCasinoGroupById: 'liveCasinoGroup',
  providerById: 'singleProvider',
};

/**
 * Where a visit to the route ends when it is not the route's own page: the full URL of a short
 * form, the login page for a logged-out visitor of a login-required page (with redirectUrl), home
 * for a logged-in player on a logged-out-only page. That page is walked under its own key, so
 * such a visit checks the redirect, the served HTML, the policy and the console, not the page again.
 */
function redirectOf(key: RouteKey, locale: Locale, anonymous: boolean): { path: string; redirectUrl?: string } | undefined {
  const full = SHORT_FORMS[key];
  if (full) return { path: href(full, routeParams(full), locale) };
  const route = href(key, routeParams(key), locale);
  if (anonymous && routeFlags(key).requiresLogin) return { path: href('login', {}, locale), redirectUrl: route };
  if (!anonymous && routeFlags(key).anonymousOnly) return { path: href('home', {}, locale) };
  return undefined;
}

/** How many of the page's requests (any frame) are still waiting for an answer. */
function watchPending(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

async function checkRoute(
  page: Page,
  pending: () => number,
  key: RouteKey,
  locale: Locale,
  anonymous: boolean,
  english: string[],
  found: Findings,
  scanAxe: boolean,
) {
  const route = href(key, routeParams(key), locale);
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto(route);
  if (response?.status() !== 200) found.routing.push(`${route}: status ${response?.status()}`);
  found.csp.push(...policyProblems(route, key, response?.headers()['content-security-policy']));
  if (anonymous) {
    // The served HTML (the same for everyone: personal parts are filled in after hydration).
    const html = (await response?.text()) ?? '';
    const ids = Array.from(html.matchAll(/\sid="([^"]+)"/g), (match) => match[1]);
    const duplicates = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    if (duplicates.length) found.ids.push(`${route}: ${duplicates.join(', ')}`);
  }
  const redirect = redirectOf(key, locale, anonymous);
  if (SHORT_FORMS[key] && !response?.request().redirectedFrom()?.url().includes(route)) found.routing.push(`${route}: not redirected`);
  await expect(page.locator('html'), route).toHaveAttribute('lang', locale);
  await expect(page.locator('h1').first()).toBeVisible();
  // Hydrated under the policy: Next's client ran (it sets window.next), so the page's scripts were allowed.
  await expect
    .poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next), { message: route, intervals: [50] })
    .toBe('object');
  if (key === 'gamePlay') await expect(page.frameLocator('iframe').locator('body')).toBeVisible();
  // The loading screen holds 1 s after the player load, then fades: run the page's clock past it
  // (installed by the test) instead of waiting, so nothing below is measured under it. The player
  // load may still be on its way after the first step; the hold starts when it has arrived, so the
  // clock is moved on again whenever no request is waiting (a jump never times out a request).
  await page.clock.runFor(2_000);
  await expect
    .poll(
      async () => {
        const count = await page.getByTestId('loading-screen').count();
        if (count && pending() === 0) await page.clock.runFor(1_000);
        return count;
      },
      { message: `${route}: the loading screen`, intervals: [100], timeout: 15_000 },
    )
    .toBe(0);
  if (redirect) {
    await page.waitForURL((url) => url.pathname === redirect.path, { timeout: 10_000 }).catch(() => undefined);
    const at = new URL(page.url());
    if (at.pathname !== redirect.path) found.routing.push(`${route}: ended at ${at.pathname}, not ${redirect.path}`);
    if (redirect.redirectUrl && at.searchParams.get('redirectUrl') !== redirect.redirectUrl) {
      found.routing.push(`${route}: redirectUrl ${at.searchParams.get('redirectUrl')}, not ${redirect.redirectUrl}`);
    }
    found.csp.push(...(await violationsIn(page)));
    return;
  }
  if (anonymous) {
    // Every locale's version of the page, and x-default, as hreflang alternates.
    const links = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('hreflang'), new URL(node.getAttribute('href') || '').pathname]));
    const expected = alternates(key, routeParams(key)).map((a) => [a.hrefLang, encodeURI(decodeURI(a.href))]);
    const actual = links.map(([lang, p]) => [lang, encodeURI(decodeURI(p || ''))]);
    if (JSON.stringify(actual) !== JSON.stringify(expected)) found.routing.push(`${route}: alternates ${JSON.stringify(actual)}`);
  }
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (wide > 0) found.overflow.push(`${route} at ${width}px: ${wide}px too wide`);
  }

  if (scanAxe) {
    await page.addScriptTag({ content: axe.source });
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
    });
    for (const violation of violations) found.axe.push(`${route} ${anonymous ? 'anon' : 'player'}: ${violation}`);
  }

  // The text a phone shows, then what a desktop shows (its header navigation and menus).
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const body = await page.locator('body').innerText();
    for (const raw of rawKeysIn(body)) found.text.push(`${route} at ${width} px: raw key ${raw}`);
    if (locale !== 'en')
      for (const phrase of english) if (body.includes(phrase)) found.text.push(`${route} at ${width} px: English "${phrase}"`);
  }
  found.csp.push(...(await violationsIn(page)));
}

/**
 * Which locale's walk runs axe on the route at `index`: the locales take turns, so every route is
 * scanned logged out and logged in, and every locale on a third of the routes. The page's
 * structure, labels and colours are the same in every locale; axe was the walk's largest cost.
 */
const axeLocale = (index: number): Locale => LOCALES[index % LOCALES.length];

for (const locale of LOCALES) {
  for (const anonymous of [true, false]) {
    test(`every route in ${locale}, ${anonymous ? 'logged out' : 'logged in'}: status, language, redirects, no overflow at 360/390 px, axe, translations, ids, no CSP violation${anonymous ? ', alternates, console' : ''}`, async ({
      page,
      request,
    }) => {
      // About 30 routes, each measured at two phone widths, scanned by axe and read at phone and desktop width.
      test.setTimeout(300_000);
      const found: Findings = { routing: [], overflow: [], axe: [], text: [], ids: [], console: [], csp: [] };
      const cspConsole = await watchViolations(page);
      await page.clock.install();
      if (anonymous) {
        page.on('console', (message) => {
          if (message.type() === 'error') found.console.push(`${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => found.console.push(`${page.url()}: pageerror ${error.message}`));
        // A prefetch the next navigation cancels (ERR_ABORTED) is the test moving on, not a failure.
        page.on('requestfailed', (req) => {
          if (req.failure()?.errorText !== 'net::ERR_ABORTED') found.console.push(`failed ${req.url()}: ${req.failure()?.errorText}`);
        });
        page.on('response', (response) => {
          if (response.status() >= 400) found.console.push(`${response.status()} ${response.url()}`);
        });
      } else {
        const { email } = await registerActivatedPlayer(request, locale, 'walk');
        const login = await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } });
        expect(login.ok()).toBe(true);
      }
      const english = englishPhrases(locale);
      const pending = watchPending(page);
      for (const [index, key] of ROUTE_KEYS.entries()) {
        await checkRoute(page, pending, key, locale, anonymous, english, found, axeLocale(index) === locale);
      }
      found.csp.push(...cspConsole);
      expect(found).toEqual({ routing: [], overflow: [], axe: [], text: [], ids: [], console: [], csp: [] });
    });
  }
}

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
