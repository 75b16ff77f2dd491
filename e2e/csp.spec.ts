import { expect, test, type APIRequestContext } from './fixtures';
import { href, ROUTE_KEYS } from '../lib/routes';
import { routeParams } from './routeParams';
import { violationsIn, watchViolations } from './cspWatch';

/**
 * The site's Content-Security-Policy (docs/decisions.md#content-security-policy). That every route in fi, et and
 * en, logged out and logged in, hydrates under the policy with no violation in any frame is checked
 * by the route walk (routes.spec.ts). Here: pages rendered per request carry the
 * answer's nonce; pre-rendered ones carry none and load through the hashed loader, so their HTML is
 * the same for every visitor; and a client-side navigation loads its chunks under the same policy.
 */

/**
 * Whether two answers in a row carry the same HTML. A copy past its revalidate time is served once
 * more while the next one renders in the background, so a page may change once between visits
 * (another suite may have changed content just before): a few bounded tries let it settle. A page
 * that differs on every visit (a nonce, anything per visitor) never passes.
 */
async function answersTwiceTheSame(request: APIRequestContext, route: string, first: string): Promise<boolean> {
  let previous = first;
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await (await request.get(route)).text();
    if (next === previous) return true;
    previous = next;
  }
  return false;
}

test('a page rendered per request carries the answer nonce; a pre-rendered one none, and stays the same for everyone', async ({
  request,
}) => {
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
      for (const tag of html.match(/<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g) ?? [])
        expect(tag, route).toContain(`nonce="${nonce}"`);
    } else {
      preRendered++;
      // Served from the cache with the fixed policy: the loader's hash, no nonce. (The one answer
      // that rendered it on demand, fallback 'blocking', may name a nonce no tag of it uses.)
      const cached = await request.get(route);
      expect(cached.headers()['content-security-policy'], route).not.toMatch(/'nonce-/);
      expect(html, route).toContain('id="__SITE_SCRIPTS__"');
      // No script tag of its own but the head's script guard and the loader (both allowed by their
      // hash): the chunks come through the loader.
      expect(html.match(/<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g), route).toEqual(['<script>', '<script>']);
      expect(await answersTwiceTheSame(request, route, html), `${route} differs between two visits`).toBe(true);
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
  await page.evaluate(
    (path) => (window as unknown as { next: { router: { push: (p: string) => Promise<boolean> } } }).next.router.push(path),
    target,
  );
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('h1').first()).toBeVisible();
  // No full load: the page's chunk and data came as scripts and JSON under the policy.
  expect(documents).toEqual([]);
  expect(requested.length).toBeGreaterThan(0);
  expect([...(await violationsIn(page)), ...console]).toEqual([]);
});
