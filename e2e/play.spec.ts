import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { href, LOCALES, type Locale } from '../lib/routes';
import enCommon from '../locales/en/common.json';
import etCommon from '../locales/et/common.json';
import fiCommon from '../locales/fi/common.json';
import enPlay from '../locales/en/play.json';
import etPlay from '../locales/et/play.json';
import fiPlay from '../locales/fi/play.json';
import { ADMIN_TOKEN, PLATFORM_URL, SITE_URL } from './env';
import { PASSWORD, registerActivatedPlayer, seedSlot } from './players';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * Game play in the browser, in fi, et and en: anonymous demo play in the frame, the login prompt
 * of a game without a demo, and a logged-in player with cash who plays real spins (balance
 * refreshed after each round), sees the rounds on the game actions page and toggles a favourite
 * that then shows on the favourites page.
 */

const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
const PLAY = { fi: fiPlay, et: etPlay, en: enPlay } as const;
const COMMON = { fi: fiCommon, et: etCommon, en: enCommon } as const;
const DEMO_GAME = { slug: 'kuldne-mang', name: 'Kuldne Mäng' };
const NO_DEMO_GAME = { slug: 'aurora-roulette', name: 'Aurora Roulette' };

/** A registered, activated player with cash, logged in in the page's browser context. */
async function playerWithCash(page: Page, request: APIRequestContext, locale: Locale, cash: number): Promise<{ userId: number; email: string }> {
  const { email, userId } = await registerActivatedPlayer(request, locale, 'play');
  const grant = await request.post(`${platformUrl}/sandbox/admin/players/${userId}/grant`, { headers: { 'x-admin-token': ADMIN_TOKEN }, data: { cash } });
  expect(grant.ok(), await grant.text()).toBe(true);
  // Log in through the site's /api rewrite so the session cookie belongs to the site's origin.
  const login = await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return { userId, email };
}

const profileButton = (page: Page) => page.locator('header button[aria-controls="profile-dropdown"]');

/** Euros of a money text such as "€1,000.00". */
const euros = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** One spin in the frame: the slot shows the round, and its balance is the one before, less the bet, plus the win. */
async function spinOnce(page: Page, title: string) {
  const frame = page.frameLocator(`iframe[title="${title}"]`);
  const balance = frame.locator('#balance');
  await expect(balance).not.toHaveText('');
  const before = euros(await balance.textContent());
  const bet = Number(await frame.locator('#bet').inputValue());
  await frame.locator('#spin').click();
  // The button is disabled while the round is played, and enabled once it is shown.
  await expect(frame.locator('#spin')).toBeEnabled();
  const win = euros(await frame.locator('#win').textContent());
  expect(euros(await balance.textContent())).toBeCloseTo(before - bet + win, 2);
}

for (const locale of LOCALES) {
  const t = PLAY[locale];

  test.describe(`game play (${locale})`, () => {
    test('anonymous demo play: the frame loads the slot and spins', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(href('gamePlay', { slug: DEMO_GAME.slug }, locale));
      const frame = page.locator(`iframe[title="${DEMO_GAME.name}"]`);
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute('src', /^\/api\/sandbox\/slot\//);
      await expect(page.getByText(t.game.demoHint)).toBeVisible();
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
      await spinOnce(page, DEMO_GAME.name);
      await expectNoConsoleErrors(problems);
    });

    test('a game without a demo asks a logged-out visitor to log in', async ({ page }) => {
      const problems = watchConsole(page);
      const path = href('gamePlay', { slug: NO_DEMO_GAME.slug }, locale);
      await page.goto(path);
      await expect(page.getByText(t.game.loginPrompt)).toBeVisible();
      const link = page.locator('[data-login-prompt] a');
      await expect(link).toHaveText(t.game.loginLink);
      await expect(link).toHaveAttribute('href', `${href('login', {}, locale)}?redirectUrl=${encodeURIComponent(path)}`);
      await expect(page.locator('main iframe')).toHaveCount(0);
      await expectNoConsoleErrors(problems);
    });

    test('a logged-in player plays for real money, sees the balance and the rounds, and keeps a favourite', async ({ page, request }) => {
      const problems = watchConsole(page);
      const { userId } = await playerWithCash(page, request, locale, 100);
      // Rounds that lose (seed 3): the balance after the spin is known.
      await seedSlot(request, userId, 3);
      await page.goto(href('gamePlay', { slug: DEMO_GAME.slug }, locale));
      await expect(profileButton(page)).toHaveAttribute('aria-label', /100\.00/, { timeout: 15_000 });
      const frame = page.locator(`iframe[title="${DEMO_GAME.name}"]`);
      await expect(frame).toBeVisible();
      await expect(page.locator('[data-launch-mode="real"]')).toHaveText(t.game.real);
      await spinOnce(page, DEMO_GAME.name);
      // The round message refreshes the site's balance at once (not after the 10 s poll).
      await expect(profileButton(page)).toHaveAttribute('aria-label', /€99\.00/, { timeout: 5_000 });

      const favourite = page.getByRole('button', { name: t.game.favouriteLabel.replace('{{name}}', DEMO_GAME.name) });
      await expect(favourite).toHaveAttribute('aria-pressed', 'false');
      await favourite.click();
      await expect(favourite).toHaveAttribute('aria-pressed', 'true');

      await page.goto(href('favourites', {}, locale));
      await expect(page.locator('main article').filter({ hasText: 'Kuldne' }).first()).toBeVisible();

      await page.goto(href('transactionsGameActions', {}, locale));
      const table = page.getByRole('table', { name: t.transactions.gameActions });
      await expect(table).toBeVisible();
      await expect(table.getByRole('cell', { name: DEMO_GAME.name }).first()).toBeVisible();

      await page.goto(href('lastPlayed', {}, locale));
      await expect(page.locator('main article').filter({ hasText: 'Kuldne' }).first()).toBeVisible();

      // The profile dropdown's transactions page: the three lists (page 1) with 'show all' links.
      // On its own page the heading names the list: the empty state says only that there is nothing, once.
      await page.goto(href('transactionsDeposits', {}, locale));
      await expect(page.getByRole('heading', { level: 1, name: t.transactions.deposits })).toBeVisible();
      await expect(page.locator('main').getByRole('status')).toHaveText(t.transactions.empty);
      await profileButton(page).click();
      const dropdown = page.locator('#profile-dropdown');
      await dropdown.getByRole('button', { name: COMMON[locale].profilePages.transactions }).click();
      await expect(dropdown.getByRole('table', { name: t.transactions.gameActions })).toBeVisible();
      const showAll = dropdown.getByRole('link', { name: t.transactions.showAllLabel.replace('{{list}}', t.transactions.gameActions) });
      await expect(showAll).toHaveAttribute('href', href('transactionsGameActions', {}, locale));
      // By keyboard (the lists make the dropdown taller than the viewport).
      await showAll.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href('transactionsGameActions', {}, locale)}$`));
      await expect(dropdown).toBeHidden();
      await expect(page.getByRole('table', { name: t.transactions.gameActions })).toBeVisible();
      await expectNoConsoleErrors(problems);
    });
  });
}
