import { expect, test, type Page } from './fixtures';
import { href, LOCALES, type Locale } from '../lib/routes';
import { SITE_URL } from './env';
import { expectNoConsoleErrors, watchConsole } from './support';

const PLAY_LABEL: Record<Locale, RegExp> = { fi: /^Pelaa/, et: /^Mängi/, en: /^Play/ };
const READING_TIME: Record<Locale, RegExp> = { fi: /^Lukuaika \d+ minuutti/, et: /^Lugemisaeg \d+ minut/, en: /^\d+ minute read$/ };
const AFFILIATE_TEXT: Record<Locale, string> = { fi: 'Tervetuloa Aurum Kasinolle', et: 'Tere tulemast Aurum Kasiinosse', en: 'Welcome to Aurum Casino' };

/** Mark the affiliate banner as already shown this week, so it does not sit above the content. */
async function skipAffiliateBanner(page: Page) {
  await page.context().addCookies([{ name: 'affiliateBannerSeen', value: '1', url: test.info().project.use.baseURL ?? SITE_URL }]);
}

for (const locale of LOCALES) {
  test.describe(`games in ${locale}`, () => {
    test('home → group → provider → the play button of a game', async ({ page }) => {
      const problems = watchConsole(page);
      await skipAffiliateBanner(page);
      await page.goto(href('home', {}, locale));
      await expect(page.getByTestId('jackpots')).toBeVisible();
      // The top navigation lists the groups from the server render.
      await expect(page.locator(`header nav a[href="${href('slotsGroup', { id: 1, slug: 'popular' }, locale)}"]`)).toHaveCount(1);

      const group = page.locator('main section h2 a').first();
      const groupName = (await group.textContent())?.trim() ?? '';
      await group.click();
      await expect(page).toHaveURL((url) => url.pathname === href('slotsGroup', { id: 1, slug: 'popular' }, locale));
      await expect(page.locator('h1')).toHaveText(groupName);
      await expect(page).toHaveTitle(new RegExp(`^${groupName} \\|`));

      const supplier = page.locator('main article a.supplier').first();
      const supplierName = (await supplier.textContent())?.trim() ?? '';
      await supplier.click();
      await expect(page.locator('h1')).toHaveText(supplierName);
      expect(decodeURI(new URL(page.url()).pathname)).toMatch(new RegExp(`^${decodeURI(href('singleProvider', { id: 'X', slug: 'Y' }, locale)).replace('X', '\\d+').replace('Y', '[a-z0-9-]+')}$`));

      const card = page.locator('main article').first();
      const gameName = (await card.getByRole('heading').textContent())?.trim() ?? '';
      const play = card.getByRole('link', { name: PLAY_LABEL[locale] });
      const target = await play.getAttribute('href');
      await play.click();
      await expect(page).toHaveURL((url) => url.pathname === target);
      await expect(page.locator('h1')).toContainText(gameName);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect(ld['@type']).toBe('VideoGame');
      expect(ld.name).toBe(gameName);
      await expectNoConsoleErrors(problems);
    });

    test('search starts from 3 characters and shows results', async ({ page }) => {
      const problems = watchConsole(page);
      await skipAffiliateBanner(page);
      const searches: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/search') searches.push(url.searchParams.get('keyword') ?? '');
      });
      // The page's clock: a search that two characters would start is due once it has run past the debounce.
      await page.clock.install();
      await page.goto(href('slotsIndex', {}, locale));
      const header = page.locator('header');
      const box = header.getByRole('searchbox');
      await box.click();
      await box.pressSequentially('bo');
      await page.clock.runFor(1500);
      await expect(header.getByTestId('search-dropdown')).toBeHidden();

      await box.pressSequentially('ok');
      await page.clock.runFor(1500);
      const dropdown = header.getByTestId('search-dropdown');
      await expect(dropdown.getByRole('link', { name: /Book of/ }).first()).toBeVisible();
      // One search, for "book": none was sent for "bo", though its debounce had run out before "ok".
      expect(searches).toEqual(['book']);
      const first = dropdown.getByRole('link', { name: /Book of/ }).first();
      await expect(first).toHaveAttribute('href', new RegExp(`^${href('gamePlay', { slug: 'X' }, locale).replace('X', '[a-z0-9-]+')}$`));

      // Enter opens the server-rendered results page.
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === href('search', {}, locale) && url.searchParams.get('q') === 'book');
      await expect(page.locator('main').getByTestId('search-results').getByRole('link', { name: /Book of/ }).first()).toBeVisible();
      await expectNoConsoleErrors(problems);
    });

    test('an article shows its reading time', async ({ page }) => {
      const problems = watchConsole(page);
      await skipAffiliateBanner(page);
      await page.goto(href('news', {}, locale));
      const first = page.locator('main article h2 a').first();
      const title = (await first.textContent())?.trim() ?? '';
      await first.click();
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.getByTestId('reading-time')).toHaveText(READING_TIME[locale]);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
      expect(ld['@type']).toBe('Article');
      await expectNoConsoleErrors(problems);
    });

    test('the affiliate banner shows once and not again within the week', async ({ page, context }) => {
      const problems = watchConsole(page);
      await page.goto(href('home', {}, locale));
      const banner = page.getByTestId('affiliate-banner');
      await expect(banner).toContainText(AFFILIATE_TEXT[locale]);
      const seen = (await context.cookies()).find((cookie) => cookie.name === 'affiliateBannerSeen');
      expect(seen).toBeDefined();
      const week = Date.now() / 1000 + 604800;
      expect(Math.abs((seen?.expires ?? 0) - week)).toBeLessThan(120);
      await banner.getByRole('button').click();
      await expect(banner).toBeHidden();

      // Not again: once the site has loaded (the visitor is known to be anonymous, when the banner
      // would ask for its affiliate), no affiliate is asked for and no banner shows.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/site/affiliate') asked.push(request.url());
      });
      for (const path of [href('home', {}, locale), href('slotsIndex', {}, locale)]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-loaded', 'true');
        await expect(page.getByTestId('affiliate-banner')).toHaveCount(0);
      }
      expect(asked).toEqual([]);
      await expectNoConsoleErrors(problems);
    });
  });
}

test('an unknown group, provider, game or article is a 404 page', async ({ page }) => {
  for (const path of [
    href('slotsGroup', { id: 9999, slug: 'nothing' }, 'fi'),
    href('slotsGroupById', { id: 9999 }, 'en'),
    href('singleProvider', { id: 9999, slug: 'nothing' }, 'et'),
    href('gamePlay', { slug: 'no-such-game' }, 'fi'),
    href('newsArticle', { slug: 'no-such-article' }, 'en'),
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('a wrong slug and a suffixed game slug redirect to the canonical URL', async ({ page }) => {
  await page.goto(href('slotsGroup', { id: 1, slug: 'wrong' }, 'en'));
  expect(new URL(page.url()).pathname).toBe(href('slotsGroup', { id: 1, slug: 'popular' }, 'en'));
  await page.goto(href('gamePlay', { slug: 'book-of-sand-low' }, 'fi'));
  expect(new URL(page.url()).pathname).toBe(href('gamePlay', { slug: 'book-of-sand' }, 'fi'));
  await expect(page.locator('h1')).toContainText('Book of Sand');
  await expect(page.locator('h1')).not.toContainText('Low');
});

test('sitemap and robots.txt', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const path of [
    href('slotsGroup', { id: 1, slug: 'popular' }, 'et'),
    href('singleProvider', { id: 84, slug: 'zinniacrest-digital' }, 'en'),
    href('gamePlay', { slug: 'book-of-sand' }, 'fi'),
    href('newsArticle', { slug: 'nordic-tales-collection' }, 'et'),
  ]) {
    expect(xml).toContain(`${path}</loc>`);
  }
});
