import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { href } from '../lib/routes';
import { ADMIN_TOKEN, GLOBAL_STATE, PLATFORM_URL, REVALIDATE_SECRET, SITE_URL } from './env';
import { PASSWORD, registerActivatedPlayer } from './players';
import { untilSiteRegenerated } from './regeneration';

/**
 * Pre-rendered pages: served from the cache (x-nextjs-cache: HIT), refreshed at once
 * when content changes through the platform's admin endpoints (the platform tells the site's
 * /api/site/revalidate), the same cached page showing a logged-in player's balance and
 * favourites from the browser, and two site instances on one Redis serving one cache.
 */

const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
const ADMIN = { 'x-admin-token': ADMIN_TOKEN };
/**
 * How long a refresh may take to show (polled, never slept): well under the pages' timed
 * revalidation (a minute), so a page that shows the change was refreshed by the change's notice; how
 * fast it shows is the bench's to measure, and a busy machine renders slowly.
 */
const REFRESH_TIMEOUT_MS = 30_000;

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** Fetches a page until it is in the cache and answers from it. */
async function cached(request: APIRequestContext, url: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(url);
        html = await response.text();
        return `${response.status()} ${response.headers()['x-nextjs-cache']}`;
      },
      { timeout: REFRESH_TIMEOUT_MS },
    )
    .toBe('200 HIT');
  return html;
}

/** Polls the page (bounded) until it shows `text`, then checks it came from the cache. */
async function showsFromCache(request: APIRequestContext, url: string, text: string) {
  await expect.poll(async () => (await request.get(url)).text(), { timeout: REFRESH_TIMEOUT_MS }).toContain(text);
  expect((await request.get(url)).headers()['x-nextjs-cache']).toBe('HIT');
}

// Content changes reach every visitor's pages: these run in the global-state group.
test.describe('pre-rendered pages refreshed on a content change', { tag: GLOBAL_STATE }, () => {
  test('a CMS page changed through the admin endpoint shows on the cached page in every language', async ({ page, request }) => {
    const urls = { fi: href('infoPage', { slug: 'terms' }, 'fi'), en: href('infoPage', { slug: 'terms' }, 'en') };
    for (const url of Object.values(urls)) expect(await cached(request, `${SITE_URL}${url}`)).not.toContain('Ehdot muuttuivat');
    const titles = { fi: unique('Ehdot muuttuivat'), en: unique('Terms changed') };
    const change = await request.post(`${platformUrl}/sandbox/admin/cms/pages/terms`, {
      headers: ADMIN,
      data: { fi: { title: titles.fi }, en: { title: titles.en } },
    });
    expect(change.ok(), await change.text()).toBe(true);
    await showsFromCache(request, `${SITE_URL}${urls.fi}`, titles.fi);
    await showsFromCache(request, `${SITE_URL}${urls.en}`, titles.en);
    await page.goto(urls.en);
    await expect(page).toHaveTitle(new RegExp(titles.en));
  });

  test('a news article changed through the admin endpoint shows on its cached page and the news list', async ({ page, request }) => {
    const slug = 'nordic-tales-collection';
    const articleUrl = `${SITE_URL}${href('newsArticle', { slug }, 'fi')}`;
    const listUrl = `${SITE_URL}${href('news', {}, 'fi')}`;
    await cached(request, articleUrl);
    await cached(request, listUrl);
    const title = unique('Pohjolan tarinat uudistuivat');
    const change = await request.post(`${platformUrl}/sandbox/admin/cms/news/${slug}`, { headers: ADMIN, data: { fi: { title } } });
    expect(change.ok(), await change.text()).toBe(true);
    await showsFromCache(request, articleUrl, title);
    await showsFromCache(request, listUrl, title);
    await page.goto(href('newsArticle', { slug }, 'fi'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('a site-wide change (the footer) shows within seconds on the most opened pages, and the site answers meanwhile', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const mostOpened = (['home', 'slotsIndex', 'liveCasino', 'news'] as const).map((key) => `${SITE_URL}${href(key, {}, 'fi')}`);
    const other = `${SITE_URL}${href('gameProviders', {}, 'fi')}`;
    for (const url of [...mostOpened, other]) await cached(request, url);
    const original = (await (await request.get(`${platformUrl}/cms/site-settings?lang=fi`)).json()).footerHtml as string;
    const footer = unique('Alatunniste vaihtui');
    const change = await request.post(`${platformUrl}/sandbox/admin/cms/site-settings`, {
      headers: ADMIN,
      data: { footerHtml: { fi: `<p>${footer}</p>` } },
    });
    expect(change.ok(), await change.text()).toBe(true);
    try {
      // About a hundred pages are regenerated; the most opened ones first.
      for (const url of mostOpened) await showsFromCache(request, url, footer);
      // The rest follow one at a time while the site keeps answering.
      for (let i = 0; i < 5; i += 1) expect((await request.get(other)).status()).toBe(200);
    } finally {
      const restore = await request.post(`${platformUrl}/sandbox/admin/cms/site-settings`, {
        headers: ADMIN,
        data: { footerHtml: { fi: original } },
      });
      expect(restore.ok(), await restore.text()).toBe(true);
      await untilSiteRegenerated(request);
    }
  });
});

test('a logged-in player sees the balance and the favourites on cached pages', async ({ page, request }) => {
  const { email, userId } = await registerActivatedPlayer(request, 'fi', 'cached');
  const grant = await request.post(`${platformUrl}/sandbox/admin/players/${userId}/grant`, { headers: ADMIN, data: { cash: 123.45 } });
  expect(grant.ok(), await grant.text()).toBe(true);
  const login = await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const games = (await (await page.request.get(`${SITE_URL}/api/cms/games`, { params: { page: 1, pageSize: 1 } })).json()) as {
    items: { id: number; slug: string }[];
  };
  const game = games.items[0];
  const added = await page.request.post(`${SITE_URL}/api/games/favourites/add`, { form: { gameId: String(game.id) } });
  expect(added.ok(), await added.text()).toBe(true);

  // The same cached HTML serves everyone: the player's own parts come from the store.
  const slotsIndex = href('slotsIndex', {}, 'fi');
  const favourites = href('favourites', {}, 'fi');
  for (const url of [slotsIndex, favourites]) {
    const html = await cached(page.request, `${SITE_URL}${url}`);
    expect(html).not.toContain('123.45');
  }
  await page.goto(slotsIndex);
  const profileButton = page.locator('header button[aria-controls="profile-dropdown"]');
  await expect(profileButton).toContainText('123.45');
  await page.goto(favourites);
  await expect(profileButton).toContainText('123.45');
  await expect(page.locator(`main [data-game="${game.slug}"]`)).toBeVisible();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** One more instance of the production build the web server made, on Redis. */
async function siteInstance(port: number, prefix: string): Promise<ChildProcess> {
  const child = spawn('node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      PORT: String(port),
      PLATFORM_URL: platformUrl,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_CACHE_PREFIX: prefix,
      REVALIDATE_SECRET,
    },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`site instance on ${port} did not start`);
}

test('two site instances on one Redis: a page refreshed on one is what the other serves', { tag: GLOBAL_STATE }, async ({ request }) => {
  test.setTimeout(120_000);
  const prefix = `e2e-cached-${Date.now().toString(36)}:`;
  const [portA, portB] = [await freePort(), await freePort()];
  const instances: ChildProcess[] = [];
  try {
    instances.push(await siteInstance(portA, prefix), await siteInstance(portB, prefix));
    const slug = 'nordic-tales-collection';
    const path = href('newsArticle', { slug }, 'et');
    // B renders the page once; A then serves B's copy from Redis without rendering it.
    await cached(request, `http://127.0.0.1:${portB}${path}`);
    const first = await request.get(`http://127.0.0.1:${portA}${path}`);
    expect(first.headers()['x-nextjs-cache']).toBe('HIT');

    // A content change reaches only A (the platform announces to one address); B serves A's refresh.
    const title = unique('Põhjala lood uuenesid');
    const change = await request.post(`${platformUrl}/sandbox/admin/cms/news/${slug}`, { headers: ADMIN, data: { et: { title } } });
    expect(change.ok(), await change.text()).toBe(true);
    const refresh = await request.post(`http://127.0.0.1:${portA}/api/site/revalidate`, {
      headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
      data: { changes: [{ kind: 'news', slug }] },
    });
    expect(refresh.status(), await refresh.text()).toBe(202);
    expect(((await refresh.json()) as { paths: string[] }).paths).toContain(`/et/news/${slug}`);
    await showsFromCache(request, `http://127.0.0.1:${portB}${path}`, title);
  } finally {
    for (const child of instances) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
});

test('the receiver refuses a wrong secret and a malformed body, and reports its progress behind the secret', async ({ request }) => {
  const url = `${SITE_URL}/api/site/revalidate`;
  const wrong = await request.post(url, { headers: { 'x-revalidate-secret': 'not-it' }, data: { changes: [{ kind: 'siteSettings' }] } });
  expect(wrong.status()).toBe(401);
  const malformed = await request.post(url, {
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
    data: { changes: [{ kind: 'page' }] },
  });
  expect(malformed.status()).toBe(400);
  // Its progress report (an operator's check after a change) is behind the same secret.
  expect((await request.get(url, { headers: { 'x-revalidate-secret': 'not-it' } })).status()).toBe(401);
  const progress = await request.get(url, { headers: { 'x-revalidate-secret': REVALIDATE_SECRET } });
  expect(progress.status()).toBe(200);
  expect(await progress.json()).toEqual({ success: true, waiting: expect.any(Number), rendering: expect.any(Number) });
});

test('a paged list keeps ?page=n and each page is pre-rendered; the pager moves between them in the browser', async ({ page, request }) => {
  const slotsIndex = href('slotsIndex', {}, 'fi');
  const second = await cached(request, `${SITE_URL}${slotsIndex}?page=2`);
  const first = await cached(request, `${SITE_URL}${slotsIndex}`);
  const gamesOf = (html: string) => [...html.matchAll(/data-game="([^"]+)"/g)].map((match) => match[1]);
  expect(gamesOf(second).length).toBeGreaterThan(0);
  expect(gamesOf(second)).not.toEqual(gamesOf(first));
  expect((await request.get(`${SITE_URL}${slotsIndex}?page=9999`)).status()).toBe(404);

  await page.goto(slotsIndex);
  await page.locator('nav a[rel="next"]').click();
  await expect(page).toHaveURL(`${SITE_URL}${slotsIndex}?page=2`);
  // The pager's own links (the top navigation marks its section current too).
  await expect(page.locator('main nav a[aria-current="page"]')).toHaveText('2');
  await expect(page.locator(`main [data-game="${gamesOf(second)[0]}"]`)).toBeVisible();
});
