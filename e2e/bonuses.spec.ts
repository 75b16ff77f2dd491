import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { href, type Locale } from '../lib/routes';
import enBonuses from '../locales/en/bonuses.json';
import etBonuses from '../locales/et/bonuses.json';
import fiBonuses from '../locales/fi/bonuses.json';
import enCommon from '../locales/en/common.json';
import etCommon from '../locales/et/common.json';
import fiCommon from '../locales/fi/common.json';
import enWallet from '../locales/en/wallet.json';
import etWallet from '../locales/et/wallet.json';
import fiWallet from '../locales/fi/wallet.json';
import enErrors from '../locales/en/errors.json';
import etErrors from '../locales/et/errors.json';
import fiErrors from '../locales/fi/errors.json';
import { ADMIN_TOKEN, PLATFORM_URL, SITE_URL } from './env';
import { PASSWORD, completeAccountDialog, registerActivatedPlayer } from './players';
import { approveAtBankAsNewPerson } from './site';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * Bonuses in the browser, one walk per language: (fi) a new customer redeems the welcome campaign
 * through a bank-simulator deposit, sees the promo money and the free spins, spends a free spin in
 * the slot and cancels the rest; (et) the wheel badge on phone and desktop, a wheel spin whose
 * prize is credited, and 125 for a campaign deposit without saved payment details; (en) the bonus
 * game and gold rush pages show the progress of real-money play.
 */

const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
const BONUSES = { fi: fiBonuses, et: etBonuses, en: enBonuses } as const;
const WALLET = { fi: fiWallet, et: etWallet, en: enWallet } as const;
const ERRORS = { fi: fiErrors, et: etErrors, en: enErrors } as const;
const COMMON = { fi: fiCommon, et: etCommon, en: enCommon } as const;
/** Campaign 1's titles as the platform answers them (platform/src/features/bonuses/rules.ts). */
const WELCOME = {
  title: {
    fi: 'Tervetuliaisbonus 100 % 100 € asti + 20 ilmaiskierrosta',
    et: 'Tervitusboonus 100% kuni 100 € + 20 tasuta keerutust',
    en: 'Welcome bonus 100% up to €100 + 20 free spins',
  },
};
const BONUS_SLOT = { slug: 'book-of-sand-low', name: 'Book of Sand Low', shownName: 'Book of Sand', id: 1 };

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);
const profileButton = (page: Page) => page.locator('header button[aria-controls="profile-dropdown"]');

async function closeDepositStatus(page: Page, locale: Locale) {
  const status = page.getByTestId('deposit-status');
  await expect(status).toHaveAttribute('data-outcome', 'ok', { timeout: 20_000 });
  await status.getByRole('button', { name: WALLET[locale].depositReturn.close }).click();
  await expect(status).toBeHidden();
}

/** A new customer's deposit through the bank simulator: back on the site logged in, account completed. */
async function newCustomer(page: Page, locale: Locale): Promise<void> {
  await page.goto(href('home', {}, locale));
  const init = await page.request.post('/api/payment/initDeposit', {
    multipart: {
      country: 'FIN',
      amount: '30',
      method: 'bank',
      currency: 'EUR',
      policyChecked: 'true',
      privacyPolicyChecked: 'true',
      lang: locale,
      returnUrl: href('home', {}, locale),
    },
  });
  expect(init.ok(), await init.text()).toBe(true);
  await page.goto(((await init.json()) as { redirectUrl: string }).redirectUrl);
  await approveAtBankAsNewPerson(page);
  await page.waitForURL((url) => url.pathname === href('home', {}, locale));
  await completeAccountDialog(page, 'bonus');
  await closeDepositStatus(page, locale);
  await expect(profileButton(page)).toContainText('€30.00');
}

/** A registered player logged in through the site's /api rewrite (the cookie is the site's). */
async function loggedInPlayer(page: Page, locale: Locale, cash = 0): Promise<number> {
  const { email, userId } = await registerActivatedPlayer(page.request, locale, 'bonus');
  if (cash > 0) {
    const grant = await page.request.post(`${platformUrl}/sandbox/admin/players/${userId}/grant`, {
      headers: { 'x-admin-token': ADMIN_TOKEN },
      data: { cash },
    });
    expect(grant.ok(), await grant.text()).toBe(true);
  }
  const login = await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return userId;
}

test.describe('bonuses (fi): campaign, promo money, free spins', () => {
  const locale: Locale = 'fi';
  const b = BONUSES[locale];
  const w = WALLET[locale];

  test('redeem the welcome campaign with a bank deposit, see promo and free spins, spend one in the slot, cancel the rest', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const problems = watchConsole(page);
    await newCustomer(page, locale);

    // The campaigns page: redeem opens the deposit form for the campaign.
    await page.goto(href('campaigns', {}, locale));
    const view = page.getByTestId('campaigns-view');
    await expect(view.getByTestId('deposit-campaign')).toHaveCount(3);
    await view.getByRole('button', { name: fill(b.campaigns.redeemLabel, { title: WELCOME.title.fi }) }).click();
    const deposit = page.getByTestId('campaign-deposit');
    await expect(deposit.getByRole('heading', { name: fill(b.campaigns.depositFor, { title: WELCOME.title.fi }) })).toBeVisible();
    await deposit.getByLabel(w.deposit.amount, { exact: true }).fill('40');
    await deposit.getByRole('button', { name: w.deposit.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/bank/deposit/'));
    await page.locator('button[value=approve]').click();
    await page.waitForURL((url) => url.pathname === href('campaigns', {}, locale));
    await closeDepositStatus(page, locale);

    // 40 € cash more and 40 € promo (100 % of the deposit); the campaign is used; 20 free spins.
    await expect(profileButton(page)).toContainText('€110.00');
    await profileButton(page).click();
    await expect(page.locator('#profile-dropdown').getByTestId('profile-promo')).toHaveText('€40.00');
    await profileButton(page).click();
    const bonus = page.getByTestId('free-spin-bonus');
    await expect(bonus).toHaveCount(1);
    await expect(bonus).toContainText(fill(b.freeSpins.remaining, { remaining: 20, total: 20 }));
    await expect(bonus).toContainText(fill(b.freeSpins.game, { game: BONUS_SLOT.shownName }));
    await expect(view.getByTestId('deposit-campaign')).toHaveCount(2);

    // The slot spends a free spin first.
    await page.goto(href('gamePlay', { slug: BONUS_SLOT.slug }, locale));
    const frame = page.frameLocator('main iframe');
    await expect(frame.locator('#free-spins')).toHaveText('20', { timeout: 20_000 });
    await frame.locator('#spin').click();
    await expect(frame.locator('#free-spins')).toHaveText('19', { timeout: 15_000 });

    // Back on the campaigns page: 19 left; cancel forfeits them (success box, empty list).
    await page.goto(href('campaigns', {}, locale));
    await expect(bonus).toContainText(fill(b.freeSpins.remaining, { remaining: 19, total: 20 }));
    await bonus.getByRole('button', { name: fill(b.freeSpins.cancelLabel, { name: b.freeSpins.source.campaign }) }).click();
    const result = page.getByTestId('free-spin-cancel-result');
    await expect(result).toContainText(b.freeSpins.cancelled);
    await expect(page.getByTestId('free-spin-bonuses')).toContainText(b.freeSpins.none);
    await result.click();
    await expect(result).toBeHidden();
    await expectNoConsoleErrors(problems);
  });
});

test.describe('bonuses (et): bonus wheel, 125', () => {
  const locale: Locale = 'et';
  const b = BONUSES[locale];
  const w = WALLET[locale];

  test('the wheel badge shows on phone and desktop; a spin lands on the prize and completing it credits it', async ({ page }) => {
    const problems = watchConsole(page);
    await loggedInPlayer(page, locale);
    // Phone: the bottom navigation's wheel badge (today's spin).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(href('bonusWheel', {}, locale));
    const wheelHref = href('bonusWheel', {}, locale);
    await expect(page.getByRole('navigation', { name: COMMON[locale].nav.mobileLabel }).locator(`a[href="${wheelHref}"]`)).toContainText(
      '1',
      { timeout: 20_000 },
    );
    await page.screenshot({ path: '/tmp/bonuses-e2e/wheel-phone.png' });
    // Desktop: the top navigation's badge.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.getByRole('navigation', { name: COMMON[locale].nav.mainLabel }).locator(`a[href="${wheelHref}"]`)).toContainText('1');

    const wheel = page.getByTestId('bonus-wheel');
    await expect(wheel.getByTestId('wheel-available')).toHaveText(fill(b.wheel.available, { count: 1 }));
    const balanceBefore = await (await page.request.get('/api/player/balance')).json();
    await wheel.getByRole('button', { name: b.wheel.spin, exact: true }).click();
    await expect(wheel.getByTestId('wheel-result')).toContainText(b.wheel.won.split('{{')[0].trim(), { timeout: 15_000 });
    await wheel.getByRole('button', { name: b.wheel.collect }).click();
    await expect(wheel.getByTestId('wheel-result')).toContainText(b.wheel.credited.split('{{')[0].trim());
    await page.screenshot({ path: '/tmp/bonuses-e2e/wheel-desktop.png', fullPage: true });

    // The platform credited the prize once: cash, promo, free spins or bonus game points moved.
    const state = await (await page.request.get('/api/bonuswheel/spin')).json();
    expect(state).toEqual(expect.objectContaining({ available_spins: 0, pending: null }));
    const after = await (await page.request.get('/api/player/balance')).json();
    const spins = await (await page.request.get('/api/player/bonuses/freeSpins')).json();
    const game = await (await page.request.get(`/api/bonus-game/progress?t=${Date.now()}`)).json();
    const moved = after.cash !== balanceBefore.cash || after.promo !== balanceBefore.promo || spins.bonuses.count > 0 || game.points > 0;
    expect(moved).toBe(true);
    await expect(wheel.getByRole('button', { name: b.wheel.spin, exact: true })).toBeDisabled();
    await expect(wheel).toContainText(b.wheel.none);
    await expectNoConsoleErrors(problems);
  });

  test('a campaign deposit without saved payment details shows 125 on the campaigns page', async ({ page }) => {
    const problems = watchConsole(page);
    await loggedInPlayer(page, locale);
    await page.goto(href('campaigns', {}, locale));
    await page.getByRole('button', { name: fill(b.campaigns.redeemLabel, { title: WELCOME.title.et }) }).click();
    const deposit = page.getByTestId('campaign-deposit');
    await deposit.getByLabel(w.deposit.amount, { exact: true }).fill('50');
    await deposit.getByRole('button', { name: w.deposit.submit, exact: true }).click();
    await expect(deposit.getByRole('alert')).toHaveText(ERRORS[locale].addPaymentDetails);
    await deposit.getByRole('button', { name: b.campaigns.depositNow }).click();
    await expect(page.getByRole('heading', { name: b.campaigns.firstDeposit })).toBeVisible();
    await expectNoConsoleErrors(problems, [{ status: 409, path: '/api/payment/confirmDeposit' }]);
  });
});

test.describe('bonuses (en): bonus game and gold rush progress', () => {
  const locale: Locale = 'en';
  const b = BONUSES[locale];

  test('real-money play moves the bonus game and the gold rush; their first rewards are credited', async ({ page }) => {
    const problems = watchConsole(page);
    await loggedInPlayer(page, locale, 100);
    // Three 10 € rounds on a slot that has no free spins for this player.
    const launch = await page.request.get('/api/game/real/2');
    expect(launch.ok(), await launch.text()).toBe(true);
    const token = decodeURIComponent(((await launch.json()) as { url: string }).url.split('/').pop() ?? '');
    for (let i = 0; i < 3; i++) {
      const spin = await page.request.post(`/api/sandbox/slot/${encodeURIComponent(token)}/spin`, {
        data: { bet: 10, idempotencyKey: randomUUID() },
      });
      expect(spin.ok(), await spin.text()).toBe(true);
    }

    await page.goto(href('bonusGame', {}, locale));
    const game = page.getByTestId('bonusGame-view');
    await expect(game.getByRole('heading', { name: fill(b.bonusGame.points, { points: 30 }) })).toBeVisible({ timeout: 20_000 });
    await expect(game.getByTestId('bonusGame-level')).toHaveText(fill(b.programme.level, { level: 1, max: 5 }));
    await expect(game.getByTestId('bonusGame-reward').first()).toHaveAttribute('data-status', 'credited');
    await expect(game.getByTestId('bonusGame-reward').nth(1)).toHaveAttribute('data-status', 'locked');
    await expect(game.getByText(fill(b.bonusGame.toNext, { points: 70, level: 2 }))).toBeVisible();

    await page.goto(href('goldRush', {}, locale));
    const rush = page.getByTestId('goldRush-view');
    await expect(rush.getByRole('heading', { name: fill(b.goldRush.points, { points: 30 }) })).toBeVisible({ timeout: 20_000 });
    await expect(rush.getByTestId('goldRush-level')).toHaveText(fill(b.programme.level, { level: 1, max: 4 }));
    await expect(rush.getByText(fill(b.goldRush.toNext, { points: 20, level: 2 }))).toBeVisible();
    await page.screenshot({ path: '/tmp/bonuses-e2e/gold-rush.png', fullPage: true });

    // The level rewards: 10 + 5 free spins on the bonus slot, listed on the campaigns page.
    await page.goto(href('campaigns', {}, locale));
    await expect(page.getByTestId('free-spin-bonus')).toHaveCount(2);
    await expectNoConsoleErrors(problems);
  });
});
