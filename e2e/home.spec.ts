import { expect, test } from './fixtures';
import { href } from '../lib/routes';
import { loggedInPlayer } from './players';
import { DESKTOP, PHONE, WALLET } from './site';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * The home page in fi and et, at phone (390×844 and 360×640) and desktop (1366×900) sizes: an
 * anonymous phone sees the pay-and-play deposit above the fold, a logged-in player the welcome box
 * with a deposit button instead of registration; amount chips and jackpot sums stay on one line;
 * the header's games menu, opened from it, closes after a click.
 */

// The group keeps the title these tests were first written under (with the language switch, the
// footer and the home page), so that their full titles stay what they were.
test.describe('language switch, footer, home page', () => {
  for (const locale of ['fi', 'et'] as const) {
    test(`${locale} home: anonymous phones see the pay-and-play deposit above the fold; a logged-in player sees deposit, not registration (phone and desktop)`, async ({
      page,
      request,
    }) => {
      const problems = watchConsole(page);
      await page.setViewportSize(PHONE);
      await page.goto(href('home', {}, locale));
      // Measured once the page has settled: the player load is done and the affiliate banner is in.
      await expect(page.getByTestId('affiliate-banner')).toBeVisible();
      const form = page.locator('main').getByTestId('deposit-form');
      const amount = form.getByLabel(WALLET[locale].deposit.amount, { exact: true });
      await expect(amount).toBeVisible();
      const box = (await amount.boundingBox())!;
      // The quick amounts and the amount field are above the fold (above the bottom navigation).
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height - 64);

      const { nick } = await loggedInPlayer(page, request, locale, { cash: 10 });
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        await page.goto(href('home', {}, locale));
        await expect(page.getByTestId('welcome-back')).toContainText(nick);
        await expect(page.locator(`main a[href="${href('registration', {}, locale)}"]`)).toHaveCount(0);
        await expect(page.getByTestId('welcome-back').getByTestId('deposit-button')).toBeVisible();
      }
      await expectNoConsoleErrors(problems);
    });
  }
});

/** True when every element's text runs on one line (a line break inside "€100.00" or "100 €" is the bug). */
const oneLine = (nodes: Element[]) =>
  nodes.map((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
    return { text: node.textContent, lines: tops.size };
  });

for (const locale of ['fi', 'et'] as const) {
  test(`${locale} phone and desktop details: amount chips and jackpot sums on one line; the desktop games menu closes after a click`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    for (const size of [PHONE, { width: 360, height: 640 }, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(href('home', {}, locale));
      await expect(page.getByTestId('loading-screen')).toHaveCount(0);
      const chips = page.locator('main').getByTestId('deposit-form').getByRole('button', { name: /€/ });
      await expect(chips.first()).toBeVisible();
      for (const chip of await chips.evaluateAll(oneLine)) expect(chip.lines, `chip "${chip.text}" at ${size.width} px`).toBe(1);
      const sums = page.getByTestId('jackpots').locator('.amount');
      await expect(sums.first()).toBeVisible();
      for (const sum of await sums.evaluateAll(oneLine)) expect(sum.lines, `jackpot "${sum.text}" at ${size.width} px`).toBe(1);
    }

    // Desktop: a games-menu entry opens its page and the menu does not stay open over it.
    const nav = page
      .locator('header nav')
      .filter({ has: page.locator('ul ul') })
      .first();
    const parent = nav
      .locator(':scope > ul > li')
      .filter({ has: page.locator('ul') })
      .first();
    await parent.hover();
    const child = parent.locator('ul a').first();
    await expect(child).toBeVisible();
    const target = await child.getAttribute('href');
    await child.click();
    await page.waitForURL((url) => url.pathname === target);
    await page.mouse.move(5, DESKTOP.height - 5);
    await expect(parent.locator('ul')).toBeHidden();
    await expectNoConsoleErrors(problems);
  });
}
