import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { href, LOCALES, type Locale } from '../lib/routes';
import enCommon from '../locales/en/common.json';
import etCommon from '../locales/et/common.json';
import fiCommon from '../locales/fi/common.json';
import enPlay from '../locales/en/play.json';
import etPlay from '../locales/et/play.json';
import fiPlay from '../locales/fi/play.json';
import { ADMIN_TOKEN, PLATFORM_URL, SITE_URL } from './env';
import { loggedInPlayer, PASSWORD, registerActivatedPlayer, seedSlot } from './players';
import { DESKTOP, GAME, HELP, PHONE, WALLET } from './site';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * Game play in the browser, in fi, et and en: anonymous demo play in the frame, the login prompt
 * of a game without a demo, and a logged-in player with cash who plays real spins (balance
 * refreshed after each round), sees the rounds on the game actions page and toggles a favourite
 * that then shows on the favourites page. The game page in fi and en, at phone and desktop sizes:
 * the game fills a phone screen with its spin button in view and is 16:9 at the largest size on a
 * desktop; a game at €0 offers a deposit, made from inside the game.
 */

const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
const PLAY = { fi: fiPlay, et: etPlay, en: enPlay } as const;
const COMMON = { fi: fiCommon, et: etCommon, en: enCommon } as const;
const DEMO_GAME = { slug: 'kuldne-mang', name: 'Kuldne Mäng' };
const NO_DEMO_GAME = { slug: 'aurora-roulette', name: 'Aurora Roulette' };

/** A registered, activated player with cash, logged in in the page's browser context. */
async function playerWithCash(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  cash: number,
): Promise<{ userId: number; email: string }> {
  const { email, userId } = await registerActivatedPlayer(request, locale, 'play');
  const grant = await request.post(`${platformUrl}/sandbox/admin/players/${userId}/grant`, {
    headers: { 'x-admin-token': ADMIN_TOKEN },
    data: { cash },
  });
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

const headerBottom = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((node) => node.getBoundingClientRect().bottom);

for (const locale of ['fi', 'en'] as const) {
  test.describe(`game page (${locale})`, () => {
    test('phone: the game fills the screen under the bar with spin in view; desktop: 16:9 at the largest size; a full-screen button', async ({
      page,
      request,
    }) => {
      const problems = watchConsole(page);
      await page.setViewportSize(PHONE);
      await loggedInPlayer(page, request, locale, { cash: 100 });
      await page.goto(href('gamePlay', { slug: GAME.slug }, locale));
      const frame = page.locator(`iframe[title="${GAME.name}"]`);
      await expect(frame).toBeVisible();
      const spin = page.frameLocator(`iframe[title="${GAME.name}"]`).locator('#spin');
      await expect(spin).toBeVisible();
      await expect(page.getByTestId('game-fullscreen')).toBeVisible();

      // Portrait phones from 360×640 up, landscape, a tablet.
      for (const size of [
        PHONE,
        { width: 360, height: 640 },
        { width: 844, height: 390 },
        { width: 640, height: 360 },
        { width: 768, height: 1024 },
      ]) {
        await page.setViewportSize(size);
        await expect
          .poll(
            async () => {
              const top = await headerBottom(page);
              const box = await frame.boundingBox();
              if (!box) return 0;
              const visible = Math.min(box.y + box.height, size.height) - Math.max(box.y, top);
              return visible / (size.height - top);
            },
            { message: `frame share at ${size.width}×${size.height}` },
          )
          .toBeGreaterThanOrEqual(0.8);
        // The game's own page lays itself out again after the frame has its new size: read the
        // button once that has happened.
        await expect
          .poll(
            async () => {
              const button = await spin.boundingBox();
              return button !== null && button.y >= 0 && button.y + button.height <= size.height;
            },
            { message: `spin in view at ${size.width}×${size.height}` },
          )
          .toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      }

      await page.setViewportSize(DESKTOP);
      await expect
        .poll(async () => {
          const box = await frame.boundingBox();
          return box ? Math.abs(box.width / box.height - 16 / 9) : 1;
        })
        .toBeLessThan(0.02);
      const box = (await frame.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
      // The largest that fits: it fills the column or the height left under the header.
      expect(box.width >= 1000 || box.y + box.height >= DESKTOP.height - 120).toBe(true);
      const spinBox = (await spin.boundingBox())!;
      expect(spinBox.y + spinBox.height).toBeLessThanOrEqual(DESKTOP.height);
      await expectNoConsoleErrors(problems);
    });

    for (const [device, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`${device}: a game at €0 offers a deposit in the player's language, and the deposit is made from inside the game`, async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000);
        const problems = watchConsole(page);
        const h = HELP[locale];
        const w = WALLET[locale];
        await page.setViewportSize(size);
        await loggedInPlayer(page, request, locale);
        const path = href('gamePlay', { slug: GAME.slug }, locale);
        await page.goto(path);
        const offer = page.getByTestId('game-deposit-offer');
        await expect(offer).toContainText(h.game.emptyBalance.replace('{{amount}}', '€0.00'));
        // The slot speaks the language too and shows money as the site does.
        const slot = page.frameLocator(`iframe[title="${GAME.name}"]`);
        await expect(slot.locator('#balance')).toHaveText('€0.00');
        await expect(slot.locator('#bet option:checked')).toHaveText('€1.00');
        await offer.getByRole('button', { name: h.game.later }).click();
        await expect(offer).toBeHidden();
        // A spin the balance cannot cover brings the offer back.
        await slot.locator('#spin').click();
        await expect(slot.locator('#message')).not.toHaveText('');
        await expect(offer).toContainText(h.game.emptyBalance.replace('{{amount}}', '€0.00'));
        await offer.getByRole('button', { name: h.game.deposit }).click();

        const dialog = page.getByTestId('deposit-dialog');
        await expect(dialog.getByRole('heading', { name: h.deposit.title })).toBeVisible();
        await expect(dialog.getByTestId('bank-logo')).toBeVisible();
        const form = dialog.getByTestId('deposit-form');
        await form.getByLabel(w.deposit.amount, { exact: true }).fill('25');
        await form.getByRole('button', { name: w.deposit.submit, exact: true }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/bank/deposit/'));
        await page.locator('button[value=approve]').click();
        await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
        await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-outcome', 'ok', { timeout: 20_000 });
        await expect(page.getByTestId('game-deposit-offer')).toBeHidden();
        await expect(page.frameLocator(`iframe[title="${GAME.name}"]`).locator('#balance')).toHaveText('€25.00', { timeout: 15_000 });
        // The refused spin (409 from the slot's spin call) is the point of this test.
        await expectNoConsoleErrors(
          problems.filter((problem) => !(problem.refusal?.status === 409 && problem.refusal.path.startsWith('/api/sandbox/slot/'))),
        );
      });
    }
  });
}
