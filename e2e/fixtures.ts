import { test as base } from '@playwright/test';

export { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * The browser suites' `test`. The CMS site-settings popups open once for every new player, at a
 * moment no test controls (after the player loads); a test about something else closes them
 * with their close button whenever one is in the way, as a player would. The popup's own tests
 * switch this off with `test.use({ closeSitePopups: false })`.
 */
export const test = base.extend<{ closeSitePopups: boolean }>({
  closeSitePopups: [true, { option: true }],
  page: async ({ page, closeSitePopups }, run) => {
    if (closeSitePopups) {
      await page.addLocatorHandler(page.getByTestId('site-popup'), async (popup) => {
        await popup.getByRole('button').click();
      });
    }
    await run(page);
  },
});
