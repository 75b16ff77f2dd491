import { expect, test } from './fixtures';
import { href } from '../lib/routes';
import { DESKTOP, HELP, PHONE } from './site';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * The CMS pages (terms, privacy, responsible gaming, help, contact) where a player reaches them, in
 * fi and et: the footer's links open them in the page's language, with 18+ and the helpline shown
 * (in the phone's menu panel too), and every accept-checkbox links to its page.
 */

// The group keeps the title these tests were first written under (with the language switch, the
// footer and the home page), so that their full titles stay what they were.
test.describe('language switch, footer, home page', () => {
  for (const locale of ['fi', 'et'] as const) {
    for (const [device, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`${device} ${locale}: footer links open the CMS pages; 18+ and the helpline are shown`, async ({ page }) => {
        const problems = watchConsole(page);
        const h = HELP[locale];
        await page.setViewportSize(size);
        await page.goto(href('home', {}, locale));
        const footer = page.getByTestId('site-footer');
        await expect(footer.getByTestId('responsible-notice')).toContainText('18+');
        await expect(footer.getByTestId('responsible-notice')).toContainText(h.helpline.name);
        for (const slug of ['terms', 'privacy', 'responsible-gaming', 'help', 'contact'] as const) {
          const link = page.getByTestId('site-footer').getByRole('link', { name: h.links[slug], exact: true });
          // Centred, so the phone's fixed bottom navigation does not cover it.
          await link.evaluate((node) => node.scrollIntoView({ block: 'center' }));
          await link.click();
          await page.waitForURL((url) => url.pathname === href('infoPage', { slug }, locale));
          await expect(page.locator('main h1')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
        }
        if (device === 'phone') {
          await page.locator('button[aria-controls="menu-panel"]').click();
          await expect(page.locator('#menu-panel').getByTestId('responsible-notice')).toContainText(h.helpline.name);
        }
        await expectNoConsoleErrors(problems);
      });
    }

    test(`${locale}: every accept-checkbox links to its CMS page`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.setViewportSize(PHONE);
      await page.goto(href('registration', {}, locale));
      const main = page.locator('main');
      await expect(main.locator('[data-info-link="terms"]')).toHaveAttribute('href', href('infoPage', { slug: 'terms' }, locale));
      await expect(main.locator('[data-info-link="privacy"]')).toHaveAttribute('href', href('infoPage', { slug: 'privacy' }, locale));
      await page.goto(href('home', {}, locale));
      const block = main.getByTestId('deposit-form');
      await expect(block.locator('[data-info-link="terms"]')).toHaveAttribute('href', href('infoPage', { slug: 'terms' }, locale));
      await expect(block.locator('[data-info-link="privacy"]')).toHaveAttribute('href', href('infoPage', { slug: 'privacy' }, locale));
      const response = await page.request.get(href('infoPage', { slug: 'privacy' }, locale));
      expect(response.status()).toBe(200);
      await expectNoConsoleErrors(problems);
    });
  }
});
