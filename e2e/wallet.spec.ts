import { expect, test, type Page } from './fixtures';
import { href, type Locale } from '../lib/routes';
import enCommon from '../locales/en/common.json';
import etCommon from '../locales/et/common.json';
import fiCommon from '../locales/fi/common.json';
import enErrors from '../locales/en/errors.json';
import etErrors from '../locales/et/errors.json';
import fiErrors from '../locales/fi/errors.json';
import { ADMIN_TOKEN, PLATFORM_URL } from './env';
import { completeAccountDialog, loggedInPlayer } from './players';
import { DESKTOP, HELP, PHONE, WALLET, depositAsNewCustomer } from './site';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * Money in the browser, in fi, et and en: a new customer's deposit through the bank simulator
 * (back on the site logged in with the balance), a second deposit with the stored bank details
 * from the profile panel, deposit validation messages, a withdrawal with the forfeit warning
 * (promo granted by the admin API) and cancelling the pending withdrawal. In fi and et, at phone
 * and desktop sizes: the balance shows before any poll, in the room of a same-size placeholder, and
 * the deposit button opens the deposit dialog; an over-withdrawal is answered with its limit, by
 * the form and by the platform (117).
 */

const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
const COMMON = { fi: fiCommon, et: etCommon, en: enCommon } as const;
const ERRORS = { fi: fiErrors, et: etErrors, en: enErrors } as const;

const LOCALES_UNDER_TEST: Locale[] = ['fi', 'et', 'en'];

const profileButton = (page: Page) => page.locator('header button[aria-controls="profile-dropdown"]');
const dropdown = (page: Page) => page.locator('#profile-dropdown');

async function closeDepositStatus(page: Page, locale: Locale) {
  const status = page.getByTestId('deposit-status');
  await status.getByRole('button', { name: WALLET[locale].depositReturn.close }).click();
  await expect(status).toBeHidden();
}

for (const locale of LOCALES_UNDER_TEST) {
  const w = WALLET[locale];

  test.describe(`wallet (${locale})`, () => {
    test('new customer deposit, deposit again, validation, withdraw with forfeit, cancel', async ({ page }) => {
      test.setTimeout(120_000);
      const problems = watchConsole(page);
      // A new customer deposits through the deposit block of the home page (a CMS block); back on
      // the site the deposit is checked, the session started, the balance shown.
      await depositAsNewCustomer(page, locale, '50');
      await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-outcome', 'ok', { timeout: 20_000 });
      await expect(page.getByTestId('deposit-status')).toContainText('€50.00');
      expect(new URL(page.url()).searchParams.has('deposit')).toBe(false);
      const nick = await completeAccountDialog(page, 'wallet');
      await closeDepositStatus(page, locale);
      await expect(profileButton(page)).toContainText(nick);
      await expect(profileButton(page)).toContainText('€50.00');

      // Profile main: withdrawable, promo, wagering (none required: no bar), deposit with the stored bank account.
      await profileButton(page).click();
      await expect(dropdown(page).getByTestId('profile-withdrawable')).toHaveText('€50.00');
      await expect(dropdown(page).getByTestId('profile-no-wagering')).toHaveText(w.profile.noWagering);
      await expect(dropdown(page).getByRole('progressbar')).toHaveCount(0);
      await dropdown(page).getByRole('button', { name: w.profile.deposit, exact: true }).click();
      const form = dropdown(page).getByTestId('deposit-form');
      await expect(form).toBeVisible();
      await expect(dropdown(page).getByRole('heading', { name: w.pages.deposit, exact: true })).toBeVisible();

      // Validation: required, min and max with the amount; at most 6 characters.
      const amount = form.getByLabel(w.deposit.amount);
      await form.getByRole('button', { name: w.deposit.submit, exact: true }).click();
      await expect(form.getByText(w.deposit.required)).toBeVisible();
      await amount.fill('9,99');
      await form.getByRole('button', { name: w.deposit.submit, exact: true }).click();
      await expect(form.getByText(w.deposit.minDeposit.replace('{{amount}}', '€10.00'))).toBeVisible();
      await amount.fill('100001');
      await form.getByRole('button', { name: w.deposit.submit, exact: true }).click();
      await expect(form.getByText(w.deposit.maxDeposit.replace('{{amount}}', '€100,000.00'))).toBeVisible();
      await amount.fill('');
      await amount.pressSequentially('12345678');
      await expect(amount).toHaveValue('123456');

      // Quick picks by the last deposit (50 → 100/150/200); the stored account pays.
      await form.getByRole('button', { name: w.deposit.quickPick.replace('{{amount}}', '€100.00') }).click();
      await expect(amount).toHaveValue('100');
      await form.getByRole('button', { name: w.deposit.submit, exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/bank/deposit/'));
      await page.locator('button[value=approve]').click();
      await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-outcome', 'ok', { timeout: 20_000 });
      await closeDepositStatus(page, locale);
      await expect(profileButton(page)).toContainText('€150.00');

      // Promo makes the withdrawal ask for confirmation.
      const me = await page.request.get('/api/player');
      const { userId } = (await me.json()) as { userId: number };
      const grant = await page.request.post(`${platformUrl}/sandbox/admin/players/${userId}/grant`, {
        headers: { 'x-admin-token': ADMIN_TOKEN },
        data: { promo: 5 },
      });
      expect(grant.ok()).toBe(true);

      await page.reload();
      await profileButton(page).click();
      await dropdown(page).getByRole('button', { name: w.profile.withdraw, exact: true }).click();
      const withdraw = dropdown(page).getByTestId('withdraw-form');
      await expect(withdraw.getByTestId('withdraw-withdrawable')).toHaveText('€150.00');
      const submit = withdraw.getByRole('button', { name: w.withdraw.submit, exact: true });
      await expect(submit).toBeDisabled();
      await withdraw.getByLabel(w.withdraw.amount).fill('40');
      await submit.click();
      const confirm = dropdown(page).getByTestId('withdraw-confirm');
      await expect(confirm).toContainText('€5.00');
      await confirm.getByRole('button', { name: w.withdraw.confirm, exact: true }).click();
      await expect(dropdown(page).getByTestId('withdraw-success')).toContainText('€40.00');
      await expect(profileButton(page)).toContainText('€110.00');

      // Pending withdrawals: cancel gives the money back.
      await dropdown(page).getByRole('button', { name: COMMON[locale].panel.back }).click();
      await dropdown(page).getByRole('button', { name: w.pages.pendingWithdraws }).click();
      const pending = dropdown(page).getByTestId('pending-withdrawals');
      await pending.getByRole('button', { name: w.pending.cancelLabel.replace('{{amount}}', '€40.00') }).click();
      await expect(pending.getByText(w.pending.cancelled.replace('{{amount}}', '€40.00'))).toBeVisible();
      await expect(pending.getByText(w.pending.empty)).toBeVisible();
      await expect(profileButton(page)).toContainText('€150.00');

      // A blocked withdrawal (127) shows the catalogue text.
      const flags = await page.request.post(`${platformUrl}/sandbox/admin/players/${userId}/moneyFlags`, {
        headers: { 'x-admin-token': ADMIN_TOKEN },
        data: { withdrawalBlocked: true },
      });
      expect(flags.ok()).toBe(true);
      await dropdown(page).getByRole('button', { name: COMMON[locale].panel.back }).click();
      await dropdown(page).getByRole('button', { name: w.profile.withdraw, exact: true }).click();
      const blockedForm = dropdown(page).getByTestId('withdraw-form');
      await expect(blockedForm.or(dropdown(page).getByRole('alert'))).toBeVisible();
      if (await blockedForm.isVisible()) {
        await blockedForm.getByLabel(w.withdraw.amount).fill('20');
        await blockedForm.getByRole('button', { name: w.withdraw.submit, exact: true }).click();
      }
      await expect(dropdown(page).getByText(ERRORS[locale].withdrawalBlocked)).toBeVisible();

      // The blocked withdrawal (127) is refused when the form opens or when it is sent.
      await expectNoConsoleErrors(problems, [
        { status: 403, path: '/api/payment/initWithdraw' },
        { status: 403, path: '/api/payment/withdraw' },
      ]);
    });

    test('a deposit cancelled at the bank shows a message and stays logged out', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(href('home', {}, locale));
      const init = await page.request.post('/api/payment/initDeposit', {
        multipart: {
          country: locale === 'et' ? 'EST' : 'FIN',
          amount: '20',
          method: 'bank',
          currency: 'EUR',
          policyChecked: 'true',
          privacyPolicyChecked: 'true',
          lang: locale,
          returnUrl: href('home', {}, locale),
        },
      });
      const { redirectUrl } = (await init.json()) as { redirectUrl: string };
      await page.goto(redirectUrl);
      await page.locator('button[value=cancel]').click();
      const status = page.getByTestId('deposit-status');
      await expect(status).toHaveAttribute('data-outcome', 'cancelled', { timeout: 20_000 });
      await expect(status).toContainText(w.depositReturn.cancelled);
      await expect(profileButton(page)).toHaveCount(0);
      await closeDepositStatus(page, locale);
      await expectNoConsoleErrors(problems);
    });
  });
}

for (const locale of ['fi', 'et'] as const) {
  test.describe(`balance and deposit button (${locale})`, () => {
    for (const [device, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`${device}: the balance shows before any poll interval (clock held still), with a same-size placeholder before`, async ({
        page,
        request,
      }) => {
        const problems = watchConsole(page);
        await page.setViewportSize(size);
        await loggedInPlayer(page, request, locale, { cash: 45 });
        // Hold the balance answer back to see the placeholder, and hold the page's clock still.
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/api/player/balance', async (route) => {
          await held;
          await route.continue();
        });
        await page.clock.install();
        await page.clock.pauseAt(new Date(Date.now() + 60_000));
        await page.goto(href('news', {}, locale));
        const amount = page.getByTestId(device === 'phone' ? 'bar-balance' : 'header-balance');
        await expect(amount).toHaveAttribute('data-balance-placeholder');
        const before = (await amount.boundingBox())!;
        await expect(page.locator(device === 'phone' ? '[data-testid=balance-bar]' : 'header')).not.toContainText('€0.00');
        release();
        await expect(amount).toHaveText('€45.00');
        const after = (await amount.boundingBox())!;
        expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(2);
        expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(before.width * 0.25);
        // Still the first second of the page's life: no poll interval (10 s) has passed. Now move
        // the page's clock past the loading screen's hold and fade, short of the first poll.
        await expect
          .poll(async () => {
            await page.clock.runFor(500);
            return page.getByTestId('loading-screen').count();
          })
          .toBe(0);
        await expect(page.getByTestId('deposit-button').filter({ visible: true })).toHaveText(HELP[locale].deposit.button);
        await page.getByTestId('deposit-button').filter({ visible: true }).click();
        await expect(page.getByTestId('deposit-dialog').getByTestId('deposit-form')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('deposit-dialog')).toBeHidden();
        await expectNoConsoleErrors(problems);
      });
    }

    for (const [device, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`${device} over-withdrawal: the form answers with the max before the forfeit question; the platform with 117 and its limit`, async ({
        page,
        request,
      }) => {
        const problems = watchConsole(page);
        const w = WALLET[locale];
        await page.setViewportSize(size);
        await loggedInPlayer(page, request, locale, { cash: 45, promo: 5 });
        await page.goto(href('home', {}, locale));
        // The profile: the header's dropdown on a desktop, the side panel from the bottom bar on a phone.
        const profile = page.locator(
          device === 'phone' ? 'nav button[aria-controls="profile-panel"]' : 'header button[aria-controls="profile-dropdown"]',
        );
        await expect(page.getByTestId(device === 'phone' ? 'bar-balance' : 'header-balance')).toHaveText('€50.00');
        await profile.click();
        const dropdown = page.locator(device === 'phone' ? '#profile-panel' : '#profile-dropdown');
        await dropdown.getByRole('button', { name: w.profile.withdraw, exact: true }).click();
        const form = dropdown.getByTestId('withdraw-form');
        await form.getByLabel(w.withdraw.amount).fill('9999');
        await form.getByRole('button', { name: w.withdraw.submit }).click();
        await expect(form.getByRole('alert')).toHaveText(`${w.withdraw.amount}: ${w.withdraw.max.replace('{{amount}}', '€45.00')}`);
        await expect(dropdown.getByTestId('withdraw-confirm')).toHaveCount(0);

        const answer = await page.request.post('/api/payment/withdraw', { form: { amount: '9999', method: 'bank' } });
        expect(answer.status()).toBe(400);
        expect(await answer.json()).toMatchObject({ success: false, errorCode: 117, params: { paymentLimit: { maxAmount: 45 } } });
        await expectNoConsoleErrors(problems);
      });
    }
  });
}
