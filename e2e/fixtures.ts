import { test as base, type Page } from '@playwright/test';

export { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Resolves once the site's page in `page` has started hydrating (React's root is on #__next), or
 * at once for a page that is not the site's (the bank simulator, the game frame). A pre-rendered
 * page adds its scripts after its first paint (lib/security/csp.ts), which can come after the
 * load event `goto` waits for; a player's click before React is there would do nothing.
 * From the root on, React hydrates at once whatever a click or key reaches. Polled on an
 * interval, not on animation frames, so a test's paused clock does not hold it.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('__next');
      return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    },
    undefined,
    { polling: 50 },
  );
}

/**
 * The browser suites' `test`.
 * - `page.goto` returns once the page has started hydrating (hydrated above), as a player's first
 *   click comes after the page is interactive.
 * - The CMS site-settings popups open once for every new player, at a moment no test controls
 *   (after the player loads); a test about something else closes them with their close button
 *   whenever one is in the way, as a player would. The popup's own tests switch this off with
 *   `test.use({ closeSitePopups: false })`.
 */
export const test = base.extend<{ closeSitePopups: boolean }>({
  closeSitePopups: [true, { option: true }],
  page: async ({ page, closeSitePopups }, run) => {
    if (closeSitePopups) {
      await page.addLocatorHandler(page.getByTestId('site-popup'), async (popup) => {
        await popup.getByRole('button').click();
      });
    }
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await hydrated(page);
      return response;
    };
    await run(page);
  },
});
