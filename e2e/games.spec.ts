import { expect, test, type Page } from './fixtures';
import { href, LOCALES, type Locale } from '../lib/routes';
import { SITE_URL } from './env';
import { DESKTOP, GAMES, PHONE } from './site';
import { expectNoConsoleErrors, watchConsole } from './support';

const PLAY_LABEL: Record<Locale, RegExp> = { fi: /^Pelaa/, et: /^Mängi/, en: /^Play/ };
const READING_TIME: Record<Locale, RegExp> = { fi: /^Lukuaika \d+ minuutti/, et: /^Lugemisaeg \d+ minut/, en: /^\d+ minute read$/ };
/** A game tile's alt text: the game's artwork, named in the page's language (locales/{fi,et,en}/games.json "art"). */
const ART_ALT: Record<Locale, (name: string) => string> = {
  fi: (name) => `Pelin ${name} kuva`,
  et: (name) => `Mängu ${name} pilt`,
  en: (name) => `Artwork of ${name}`,
};
/** The widths the image optimizer answers (the spec's image and device widths, docs/product/constants.md#images). */
const OPTIMIZER_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
/** The platform's WebP of a game's art is 800 px wide: the optimizer never enlarges it. */
const ART_WIDTH = 800;
const AFFILIATE_TEXT: Record<Locale, string> = {
  fi: 'Tervetuloa Aurum Kasinolle',
  et: 'Tere tulemast Aurum Kasiinosse',
  en: 'Welcome to Aurum Casino',
};

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
      expect(decodeURI(new URL(page.url()).pathname)).toMatch(
        new RegExp(
          `^${decodeURI(href('singleProvider', { id: 'X', slug: 'Y' }, locale))
            .replace('X', '\\d+')
            .replace('Y', '[a-z0-9-]+')}$`,
        ),
      );

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

    test("a game tile's artwork comes through the image optimizer at a width of the spec, wide enough for the tile, named in the page's language", async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await skipAffiliateBanner(page);
      // A row's tile on a phone (half the screen) and on a desktop (a sixth of the page).
      await page.setViewportSize(locale === 'et' ? DESKTOP : PHONE);
      await page.goto(href('home', {}, locale));
      const card = page.locator('main section article').first();
      const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
      const image = card.getByRole('img', { name: ART_ALT[locale](name), exact: true });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const shown = await image.evaluate(async (img: HTMLImageElement) => {
        // The picture's own pixels (naturalWidth is in CSS pixels: the srcset's width over its density).
        const bitmap = await createImageBitmap(await (await fetch(img.currentSrc)).blob());
        return { url: img.currentSrc, pixels: bitmap.width, deviceWidth: img.getBoundingClientRect().width * window.devicePixelRatio };
      });
      // The browser's pick from the srcset: the optimizer, at one of the spec's widths, quality 75.
      const chosen = new URL(shown.url);
      expect(chosen.pathname).toBe('/_next/image');
      expect(chosen.searchParams.get('url')).toMatch(/^\/api\/cms\/thumbnails\/[a-z0-9-]+\.webp$/);
      expect(chosen.searchParams.get('q')).toBe('75');
      const width = Number(chosen.searchParams.get('w'));
      expect(OPTIMIZER_WIDTHS).toContain(width);
      // Resized by the optimizer to that width (the art itself is 800 px), and at least as wide as
      // the tile on this screen: the sizes attribute holds the tile's layout width.
      expect(shown.pixels).toBe(Math.min(width, ART_WIDTH));
      expect(width).toBeGreaterThanOrEqual(Math.min(shown.deviceWidth, ART_WIDTH));
      const answer = await page.request.get(shown.url, { headers: { accept: 'image/avif,image/webp,*/*' } });
      expect(answer.headers()['content-type']).toBe('image/webp');
      expect(answer.headers()['cache-control']).toMatch(/^public, max-age=\d+/);

      // A grid the browser renders itself (a client-side navigation: the page stays the same
      // document): its tiles get the same optimizer srcset, written in the browser, and load as well.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.locator('main section h2 a').first().click();
      await expect(page.locator('main ul[aria-label] article').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      const rendered = page.locator('main ul[aria-label] article img').first();
      await expect
        .poll(() => rendered.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')))
        .toMatch(/\/_next\/image\?url=%2Fapi%2Fcms%2Fthumbnails%2F[a-z0-9-]+\.webp&w=\d+&q=75$/);
      await expect(rendered).toHaveAttribute('sizes', /\b50vw$/);
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
      await expect(
        page
          .locator('main')
          .getByTestId('search-results')
          .getByRole('link', { name: /Book of/ })
          .first(),
      ).toBeVisible();
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

for (const [locale, device, size] of [
  ['fi', 'phone', PHONE],
  ['et', 'desktop', DESKTOP],
] as const) {
  test(`${device} ${locale}: a game thumbnail loads 200 px before it scrolls into view, not earlier`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize(size);
    // A group page: a grid of thumbnails running far below the fold.
    await page.goto(href('slotsGroup', { id: '1', slug: 'popular' }, locale));
    await expect(page.getByTestId('loading-screen')).toHaveCount(0);
    const cards = page.locator('main article');
    await expect(cards.first().locator('img')).toBeVisible();
    // Each card's position relative to the viewport, and whether its thumbnail has been requested.
    const state = () =>
      cards.evaluateAll((nodes) =>
        nodes.map((node) => ({ top: node.getBoundingClientRect().top, waiting: !!node.querySelector('img[src^="data:"]') })),
      );
    // The first card still waiting (the layout has settled: the loading screen is gone).
    const far = (await state()).findIndex((card) => card.waiting);
    expect(far, 'the page has thumbnails waiting under the fold').toBeGreaterThan(0);
    const scrollTo = (offset: number) =>
      page.evaluate(
        ([index, below]) => {
          const node = document.querySelectorAll('main article')[index];
          window.scrollBy(0, node.getBoundingClientRect().top - window.innerHeight - below);
        },
        [far, offset],
      );
    // 260 px under the fold: outside the 200 px margin, it still waits (two frames for the observer to answer).
    await scrollTo(260);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await state())[far].waiting).toBe(true);
    // 150 px under the fold: inside the margin, it loads.
    await scrollTo(150);
    await expect.poll(async () => (await state())[far].waiting).toBe(false);
    await expect(cards.nth(far).locator('img')).toHaveAttribute(
      'srcset',
      /^\/_next\/image\?url=%2Fapi%2Fcms%2Fthumbnails%2F[a-z0-9-]+\.webp&w=256&q=75 256w, /,
    );
    await expectNoConsoleErrors(problems);
  });
}

/** WCAG relative luminance contrast of two computed CSS colours ("rgb(r, g, b)" / "rgba(r, g, b, a)"). */
function contrast(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

for (const locale of ['fi', 'et'] as const) {
  for (const [device, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${device} ${locale}: the search field's clear button is visible, named, at least 24×24 px with 3:1 contrast, and clears by keyboard`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const g = GAMES[locale];
      await page.setViewportSize(size);
      await page.goto(href('home', {}, locale));
      await expect(page.getByTestId('loading-screen')).toHaveCount(0);
      // The header's field on a desktop, the search panel's from the bottom bar on a phone.
      let scope = page.locator('header');
      if (device === 'phone') {
        await page.locator('nav button[aria-controls="search-panel"]').click();
        scope = page.locator('#search-panel');
      }
      const field = scope.getByRole('searchbox', { name: g.search.label });
      const clear = scope.getByRole('button', { name: g.search.clear });
      await expect(field).toBeVisible();
      await expect(clear).toHaveCount(0);
      await field.click();
      await page.keyboard.type('book');
      await expect(clear).toBeVisible();

      const box = (await clear.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      // Inside the field's frame, after the text and clear of the search button.
      const fieldBox = (await field.boundingBox())!;
      const frameBox = (await scope.getByRole('search').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(fieldBox.x + fieldBox.width);
      expect(box.x + box.width).toBeLessThanOrEqual(frameBox.x + frameBox.width);
      const submit = (await scope.getByRole('button', { name: g.search.submit, exact: true }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(submit.x);
      // The cross's colour against what is behind it: its own background, or the field frame's when transparent.
      const colours = await clear.evaluate((button) => {
        const frame = button.closest('form')!;
        const own = getComputedStyle(button).backgroundColor;
        const transparent = own === 'transparent' || /rgba\(.*,\s*0\)$/.test(own);
        const icon = button.querySelector('svg');
        const stroke = icon ? getComputedStyle(icon.querySelector('path') ?? icon).stroke : 'none';
        return {
          fg: stroke && stroke !== 'none' ? stroke : getComputedStyle(button).color,
          bg: transparent ? getComputedStyle(frame).backgroundColor : own,
        };
      });
      expect(colours.bg).toMatch(/^rgba?\(/);
      expect(contrast(colours.fg, colours.bg), `${colours.fg} on ${colours.bg}`).toBeGreaterThanOrEqual(3);

      // Keyboard: Tab from the field reaches the button; Enter empties the field and gives it focus back.
      await field.focus();
      await page.keyboard.press('Tab');
      await expect(clear).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field).toHaveValue('');
      await expect(field).toBeFocused();
      await expect(clear).toHaveCount(0);
      await expect(scope.getByTestId('search-dropdown')).toBeHidden();
      await expectNoConsoleErrors(problems);
    });
  }
}
