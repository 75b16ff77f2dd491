import { expect, test, type Page } from './fixtures';
import { href, LOCALES, type Locale } from '../lib/routes';
import { loggedInPlayer } from './players';
import { overlappingControls } from './overlaps';
import { GAME } from './site';

/**
 * Layout: at every width a player's screen may have, in every language, no control covers or
 * touches another (e2e/overlaps.ts says what is compared): the header logged out and logged in,
 * home (with the affiliate banner a visitor gets, and the session timer a player gets), the game
 * page, and the profile dropdown. One page load per route and language; the widths are gone
 * through by resizing the page, each checked once the layout has settled.
 */

const WIDTHS = [360, 390, 768, 1024, 1280, 1366];
/** A small phone's screen (360 × 640), a large phone's (390 × 844), then laptop-like heights. */
const height = (width: number) => (width <= 360 ? 640 : width < 768 ? 844 : 900);

/** Every width's problems, resized from narrow to wide; the page has settled when two looks agree. */
async function problemsAtEveryWidth(
  page: Page,
  ready?: (width: number) => Promise<void>,
  widths: readonly number[] = WIDTHS,
): Promise<string[]> {
  const found: string[] = [];
  // The web fonts change every label's width: the layout is looked at once they are in.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  for (const width of widths) {
    await page.setViewportSize({ width, height: height(width) });
    if (ready) await ready(width);
    // The layout answers a resize within a frame or two; a late part (a font, the timer's clamp)
    // may move things once more: polled until two looks in a row agree (bounded by expect's timeout).
    let last = '';
    await expect
      .poll(async () => {
        const now = JSON.stringify(await overlappingControls(page));
        const settled = now === last;
        last = now;
        return settled;
      })
      .toBe(true);
    found.push(...(JSON.parse(last) as string[]).map((problem) => `${width} px: ${problem}`));
  }
  return found;
}

for (const locale of LOCALES) {
  test.describe(`layout (${locale})`, () => {
    test('a visitor: home with the affiliate banner, and the game page', async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: height(WIDTHS[0]) });
      await page.goto(href('home', {}, locale));
      await expect(page.getByTestId('affiliate-banner')).toBeVisible();
      expect(await problemsAtEveryWidth(page)).toEqual([]);

      await page.goto(href('gamePlay', { slug: GAME.slug }, locale));
      await expect(page.locator('h1')).toBeVisible();
      expect(await problemsAtEveryWidth(page)).toEqual([]);
    });

    test('a player: home with the session timer, the game page and the profile dropdown', async ({ page, request }) => {
      await loggedInPlayer(page, request, locale as Locale, { cash: 50 });
      await page.setViewportSize({ width: WIDTHS[0], height: height(WIDTHS[0]) });
      await page.goto(href('home', {}, locale));
      await expect(page.getByTestId('balance-bar')).toBeVisible();
      const timer = page.getByTestId('session-timer');
      // The timer shows on large screens only.
      const timerIn = async (width: number) => {
        if (width >= 1024) await expect(timer).toBeVisible();
      };
      expect(await problemsAtEveryWidth(page, timerIn)).toEqual([]);

      // The dropdown opens from the header's balance button (tablet width and up).
      const dropdown = page.locator('#profile-dropdown');
      await page.setViewportSize({ width: 768, height: height(768) });
      await page.locator('button[aria-controls="profile-dropdown"]').click();
      await expect(dropdown.locator('h2')).toBeVisible();
      expect(
        await problemsAtEveryWidth(
          page,
          timerIn,
          WIDTHS.filter((width) => width >= 768),
        ),
      ).toEqual([]);

      await page.goto(href('gamePlay', { slug: GAME.slug }, locale));
      await expect(page.locator('h1')).toBeVisible();
      expect(await problemsAtEveryWidth(page)).toEqual([]);
    });
  });
}
