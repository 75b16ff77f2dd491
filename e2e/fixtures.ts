import { test as base } from '@playwright/test';
import { hydrated } from './hydrated';

export { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
export { hydrated } from './hydrated';

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
