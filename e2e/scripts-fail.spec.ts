import { expect, test, type Page } from './fixtures';
import { href, type Locale } from '../lib/routes';
import { RELOAD_GUARD_KEY } from '../lib/security/reloadGuard';

/**
 * The loading screen gives way (docs/decisions.md#scripts-fail): a page whose scripts fail to load
 * (an older release's page whose chunks are gone: they answer 404) reloads itself once, and when
 * that does not help shows its server-rendered content with a reload notice in its language; a
 * page whose scripts never arrive does the same after the give-way time, without a reload; without
 * JavaScript the content shows at once.
 */

const NOTICE = {
  fi: { text: 'Sivu ei latautunut kokonaan.', link: 'Lataa sivu uudelleen' },
  et: { text: 'Lehte ei õnnestunud täielikult laadida.', link: 'Laadi lehekülg uuesti' },
  en: { text: 'The page did not load completely.', link: 'Reload the page' },
} as const;

/** Counts the page's loads of its own document (the first and every reload). */
function countLoads(page: Page, path: string) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) loads.count += 1;
  });
  return loads;
}

async function expectContentWithNotice(page: Page, locale: Locale) {
  await expect(page.getByTestId('loading-screen')).toBeHidden();
  await expect(page.locator('main h1')).toBeVisible();
  const notice = page.getByTestId('reload-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(NOTICE[locale].text);
  await expect(notice.getByRole('link', { name: NOTICE[locale].link })).toBeVisible();
}

for (const [locale, routeKey] of [
  ['fi', 'login'],
  ['en', 'search'],
] as const) {
  test(`${locale} ${routeKey}: chunks gone (404), the page reloads once, then shows its content and a reload notice`, async ({ page }) => {
    await page.route('**/_next/static/chunks/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const path = href(routeKey, {}, locale);
    const loads = countLoads(page, path);
    await page.goto(path, { waitUntil: 'commit' });
    await expectContentWithNotice(page, locale);
    // The notice shows only once the guard has given up reloading: one reload, no loop.
    expect(loads.count).toBe(2);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY)).toBe(path);

    // The current release's chunks are back: the notice's link reloads onto a page that runs, and
    // the guard is cleared for the next release.
    await page.unroute('**/_next/static/chunks/**');
    await page.getByTestId('reload-notice').getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-loaded', 'true');
    await expect(page.getByTestId('reload-notice')).toBeHidden();
    expect(loads.count).toBe(3);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY)).toBeNull();
  });
}

test('et login: scripts that never arrive, the loading screen gives way to the content and a reload notice, no reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Held, never answered: the page never becomes interactive.
  await page.route('**/_next/static/chunks/**', () => undefined);
  const path = href('login', {}, 'et');
  const loads = countLoads(page, path);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByTestId('loading-screen')).toBeVisible();
  await expect(page.getByTestId('reload-notice')).toBeHidden();
  // The give-way time (LOADING_GIVE_WAY_MS, 10 s) with room for a busy machine.
  await expect(page.getByTestId('reload-notice')).toBeVisible({ timeout: 30_000 });
  await expectContentWithNotice(page, 'et');
  expect(loads.count).toBe(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('fi login: the content shows at once, no loading screen and no notice', async ({ page }) => {
    await page.goto(href('login', {}, 'fi'), { waitUntil: 'commit' });
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('loading-screen')).toBeHidden();
    await expect(page.getByTestId('reload-notice')).toBeHidden();
  });
});
