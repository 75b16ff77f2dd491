import { expect, test } from './fixtures';
import { href } from '../lib/routes';
import { DESKTOP, GAMES, PHONE } from './site';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * The language switch, at phone (390×844) and desktop (1366×900) sizes: it keeps the search's ?q=
 * and a group page's ?page=, from the header on a desktop and from the footer on a phone.
 */

// The group keeps the title these tests were first written under (with the language switch, the
// footer and the home page), so that their full titles stay what they were.
test.describe('language switch, footer, home page', () => {
  for (const [locale, other] of [
    ['fi', 'en'],
    ['et', 'fi'],
  ] as const) {
    for (const [device, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`${device} ${locale}: switching language keeps ?q= on search and ?page= on a group page (${device === 'phone' ? 'footer' : 'header'} switch)`, async ({
        page,
      }) => {
        const problems = watchConsole(page);
        await page.setViewportSize(size);
        // A desktop switches in the header; a phone's header has no room for it, so the footer.
        const switchTo = async (target: typeof other) => {
          const link = page.locator(device === 'phone' ? '[data-testid=site-footer]' : 'header').getByTestId(`lang-${target}`);
          // Centred, so the phone's fixed bottom navigation does not cover it.
          await link.evaluate((node) => node.scrollIntoView({ block: 'center' }));
          await link.click();
        };

        await page.goto(`${href('search', {}, locale)}?q=book`);
        await switchTo(other);
        await page.waitForURL((url) => url.pathname === href('search', {}, other));
        expect(new URL(page.url()).searchParams.get('q')).toBe('book');
        await expect(
          page
            .locator('main')
            .getByTestId('search-results')
            .getByRole('link', { name: /Book of/ })
            .first(),
        ).toBeVisible();

        const group = { id: 1, slug: 'popular' };
        await page.goto(`${href('slotsGroup', group, locale)}?page=2`);
        await switchTo(other);
        await page.waitForURL((url) => url.pathname === href('slotsGroup', group, other));
        expect(new URL(page.url()).searchParams.get('page')).toBe('2');
        const pager = page.getByRole('navigation', { name: GAMES[other].pagination.label });
        await expect(pager.locator('a[aria-current=page]')).toHaveText('2');
        await expectNoConsoleErrors(problems);
      });
    }
  }
});
