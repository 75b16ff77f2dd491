import { expect, test, type APIRequestContext } from './fixtures';
import { ADMIN_TOKEN, GLOBAL_STATE, PLATFORM_URL } from './env';
import { href } from '../lib/routes';
import { expectNoConsoleErrors, watchConsole } from './support';
import { untilSiteRegenerated } from './regeneration';

const MESSAGES = {
  fi: '<p>Huoltokatko: palaamme pian.</p>',
  en: '<p>Scheduled maintenance: back soon.</p>',
  et: '',
};

async function setMaintenance(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`${PLATFORM_URL}/sandbox/admin/maintenance`, {
    headers: { 'x-admin-token': ADMIN_TOKEN },
    data: body,
  });
  expect(response.status()).toBe(200);
}

test.describe('maintenance switched through the admin endpoint', { tag: GLOBAL_STATE }, () => {
  test.afterEach(async ({ request }) => {
    await setMaintenance(request, { maintenanceActive: false, serviceDisruptionActive: false });
  });
  // Once, after the last of them: the tests after this group meet no page rendered during maintenance.
  test.afterAll(async ({ request }) => {
    test.setTimeout(240_000);
    await untilSiteRegenerated(request);
  });

  test('replaces the whole site, in the current language with English as fallback', async ({ page, request }) => {
    const problems = watchConsole(page);
    await setMaintenance(request, { maintenanceActive: true, maintenanceMessages: MESSAGES });

    await page.goto(href('home', {}, 'fi'));
    await expect(page.getByText('Huoltokatko: palaamme pian.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kirjaudu' })).toHaveCount(0);
    const screen = page.getByTestId('maintenance-screen');
    await expect(screen).toBeVisible();
    const logo = screen.getByRole('img').first();
    await expect(logo).toHaveAttribute('width', '200');
    await expect(logo).toHaveAttribute('height', '57');

    // Estonian has no message: English is shown.
    await page.goto(href('gameProviders', {}, 'et'));
    await expect(page.getByText('Scheduled maintenance: back soon.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'et');
    await expectNoConsoleErrors(problems);
  });

  test('is checked every 60 s: switching on and off reaches an open page', async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.clock.install();
    await page.goto(href('home', {}, 'en'));
    const heading = page.locator('h1').first();
    await expect(heading).toBeVisible();

    // A check that fails (the platform busy regenerating every page after the switch) changes
    // nothing and the next minute's check brings the change: a bounded number of minutes. On a
    // loaded machine the regeneration keeps checks failing (each gives up after 4 s) for longer
    // than 40 s, hence 90 s.
    const message = page.getByText('Scheduled maintenance: back soon.');
    await setMaintenance(request, { maintenanceActive: true, maintenanceMessages: MESSAGES });
    await expect(async () => {
      await page.clock.runFor(61_000);
      await expect(message).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });

    await setMaintenance(request, { maintenanceActive: false });
    await expect(async () => {
      await page.clock.runFor(61_000);
      await expect(message).toHaveCount(0, { timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.locator('h1').first()).toBeVisible();
  });

  test('a service disruption shows a notice on the working site', async ({ page, request }) => {
    await setMaintenance(request, {
      serviceDisruptionActive: true,
      serviceDisruptionMessages: {
        fi: 'Pankkimaksuissa on viivettä.',
        et: 'Pangamaksetes on viivitusi.',
        en: 'Bank payments are delayed.',
      },
    });
    await page.goto(href('home', {}, 'et'));
    await expect(page.getByText('Pangamaksetes on viivitusi.')).toBeVisible();
    await expect(page.locator('h1').first()).toBeVisible();
  });
});
