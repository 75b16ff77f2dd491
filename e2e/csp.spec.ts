import { expect, test, type Page } from './fixtures';
import { href, LOCALES, ROUTE_KEYS, type Locale } from '../lib/routes';
import { SITE_URL } from './env';
import { PASSWORD, registerActivatedPlayer } from './players';
import { routeParams } from './routeParams';

/**
 * The site's Content-Security-Policy (issue 16, docs/decisions.md): every route in fi, et and en,
 * logged out and logged in, runs its scripts (the page hydrates) with no CSP violation in any
 * frame, and a client-side navigation loads its chunks under the same policy. Pages rendered per
 * request carry the answer's nonce; pre-rendered ones carry none and load through the hashed
 * loader, so their HTML is the same for every visitor.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records violations in every document and frame (an init script is not itself under the policy). */
async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`);
    });
  });
  return console;
}

const violationsIn = async (page: Page) =>
  (await Promise.all(page.frames().map((frame) => frame.evaluate(() => window.__cspViolations ?? []).catch(() => [])))).flat();

const policyOf = (header: string | undefined) => Object.fromEntries((header ?? '').split(/;\s*/).map((d) => [d.split(' ')[0], d]));

for (const locale of LOCALES) {
  test(`every route in ${locale} runs under the policy with no violation, logged out and logged in`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const console = await watchViolations(page);
    const violations: string[] = [];
    for (const loggedIn of [false, true]) {
      if (loggedIn) {
        const { email } = await registerActivatedPlayer(request, locale as Locale, 'csp');
        expect((await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } })).ok()).toBe(true);
      }
      for (const key of ROUTE_KEYS) {
        const route = href(key, routeParams(key), locale as Locale);
        const response = await page.goto(route);
        const policy = policyOf(response?.headers()['content-security-policy']);
        expect(policy['script-src'], route).toMatch(/^script-src ('nonce-[A-Za-z0-9+/=]{24}' )?'sha256-[A-Za-z0-9+/=]{44}' 'strict-dynamic'/);
        expect(policy['object-src']).toBe("object-src 'none'");
        expect(policy['base-uri']).toBe("base-uri 'none'");
        expect(policy['frame-ancestors'], route).toBe(key === 'gamePlay' ? "frame-ancestors 'self'" : "frame-ancestors 'none'");
        // Hydrated: Next's client ran (it sets window.next), so the page's own scripts were allowed.
        await expect.poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next), { message: route }).toBe('object');
        if (key === 'gamePlay') await expect(page.frameLocator('iframe').locator('body')).toBeVisible();
        violations.push(...(await violationsIn(page)));
      }
    }
    expect([...violations, ...console]).toEqual([]);
  });
}

test('a page rendered per request carries the answer nonce; a pre-rendered one none, and stays the same for everyone', async ({ request }) => {
  let perRequest = 0;
  let preRendered = 0;
  for (const key of ROUTE_KEYS) {
    const route = href(key, routeParams(key), 'fi');
    const first = await request.get(route);
    const html = await first.text();
    const nonce = /'nonce-([^']+)'/.exec(first.headers()['content-security-policy'] ?? '')?.[1];
    const nonces = new Set(Array.from(html.matchAll(/\snonce="([^"]*)"/g), (m) => m[1]));
    if (nonces.size) {
      perRequest++;
      expect([...nonces], route).toEqual([nonce]);
      // A new one for every answer.
      const next = /'nonce-([^']+)'/.exec((await request.get(route)).headers()['content-security-policy'] ?? '')?.[1];
      expect(next, route).toBeDefined();
      expect(next, route).not.toBe(nonce);
      // Every executable script of such a page carries it.
      for (const tag of html.match(/<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g) ?? []) expect(tag, route).toContain(`nonce="${nonce}"`);
    } else {
      preRendered++;
      // Served with the fixed policy: the loader's hash, no nonce.
      expect(nonce, route).toBeUndefined();
      expect(html, route).toContain('id="__SITE_SCRIPTS__"');
      // No script tag of its own but the loader: the chunks come through it.
      expect(html.match(/<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g), route).toEqual(['<script>']);
      const again = await (await request.get(route)).text();
      expect(again === html, `${route} differs between two visits`).toBe(true);
    }
  }
  // Both kinds exist on the site, so both ways are exercised.
  expect(perRequest).toBeGreaterThan(0);
  expect(preRendered).toBeGreaterThan(0);
});

test('a client-side navigation loads the next page chunks under the policy', async ({ page }) => {
  const console = await watchViolations(page);
  await page.goto(href('home', {}, 'fi'));
  await expect.poll(() => page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('object');
  const target = href('gameProviders', {}, 'fi');
  const requested: string[] = [];
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
    else if (r.url().includes('/_next/')) requested.push(r.url());
  });
  await page.evaluate((path) => (window as unknown as { next: { router: { push: (p: string) => Promise<boolean> } } }).next.router.push(path), target);
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('h1').first()).toBeVisible();
  // No full load: the page's chunk and data came as scripts and JSON under the policy.
  expect(documents).toEqual([]);
  expect(requested.length).toBeGreaterThan(0);
  expect([...(await violationsIn(page)), ...console]).toEqual([]);
});
