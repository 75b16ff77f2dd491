import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { href, LOCALES, type Locale } from '../lib/routes';
import enErrors from '../locales/en/errors.json';
import etErrors from '../locales/et/errors.json';
import fiErrors from '../locales/fi/errors.json';
import enWallet from '../locales/en/wallet.json';
import etWallet from '../locales/et/wallet.json';
import fiWallet from '../locales/fi/wallet.json';
import { ADMIN_TOKEN, PLATFORM_URL, SITE_URL } from './env';
import { PASSWORD, registerActivatedPlayer } from './players';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * Account holds in the browser (docs/product/flows.md "Account holds"), in fi, et and en: a fresh
 * player is put in a state through the sandbox admin endpoint, and the translated text of its
 * code shows where the player meets it: 108 (the operator blocked the player's country) on the
 * login page; 129, 219, 231, 234, 235, 260 on the deposit form; 235 and 260 with the extra withdraw line
 * when the withdraw form opens.
 */

const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
const ERRORS = { fi: fiErrors, et: etErrors, en: enErrors } as const;
const WALLET = { fi: fiWallet, et: etWallet, en: enWallet } as const;
const admin = { 'x-admin-token': ADMIN_TOKEN };

const profileButton = (page: Page) => page.locator('header button[aria-controls="profile-dropdown"]');
const dropdown = (page: Page) => page.locator('#profile-dropdown');

/** A fresh player in `locale`, logged in through the site's /api rewrite, with `holds` set. */
async function heldPlayer(page: Page, request: APIRequestContext, locale: Locale, holds: Record<string, unknown>): Promise<void> {
  const { email, userId } = await registerActivatedPlayer(request, locale, 'holds');
  const set = await request.post(`${platformUrl}/sandbox/admin/players/${userId}/compliance`, { headers: admin, data: holds });
  expect(set.ok(), await set.text()).toBe(true);
  const login = await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
}

/** Opens a wallet page (deposit or withdraw) from the profile dropdown. */
async function openWallet(page: Page, locale: Locale, which: 'deposit' | 'withdraw') {
  await page.goto(href('home', {}, locale));
  await profileButton(page).click();
  await dropdown(page).getByRole('button', { name: WALLET[locale].profile[which], exact: true }).click();
}

test.describe('account holds', () => {
  // The site passes the browser's real address to the platform (e2e/hostile.spec.ts), the same for
  // every test: blocking it would shut out the others. The operator blocks a country of its own
  // instead, one no other player has (a user-assigned code).
  test('108: login from a country the operator blocked shows the blocked text', async ({ page, request }) => {
    const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
    for (const locale of LOCALES) {
      const problems = watchConsole(page);
      const country = `X${letter()}${letter()}`;
      const { email } = await registerActivatedPlayer(request, locale, 'holds108', country);
      const block = await request.post(`${platformUrl}/sandbox/admin/accessBlocks`, {
        headers: admin,
        data: { blocked: true, countries: [country] },
      });
      expect(block.ok(), await block.text()).toBe(true);
      try {
        await page.goto(href('login', {}, locale));
        const form = page.locator('main form').first();
        await form.locator('input[name=email]').fill(email);
        await form.locator('input[name=password]').fill(PASSWORD);
        await form.locator('button[type=submit]').click();
        await expect(form.getByRole('alert')).toHaveText(ERRORS[locale].countryBlocked);
        await expectNoConsoleErrors(problems, [{ status: 403, path: '/api/login' }]);
      } finally {
        await request.post(`${platformUrl}/sandbox/admin/accessBlocks`, { headers: admin, data: { blocked: false, countries: [country] } });
      }
    }
  });

  const DEPOSIT_HOLDS: {
    code: number;
    holds: Record<string, unknown>;
    text: 'paymentNotAllowed' | 'emailNotVerified' | 'pepFailure' | 'sourceOfFunds' | 'riskBlocked';
  }[] = [
    { code: 129, holds: { paymentMethodsNotAllowed: ['bank'] }, text: 'paymentNotAllowed' },
    { code: 219, holds: { emailUnverified: true }, text: 'emailNotVerified' },
    { code: 231, holds: { pepHit: true }, text: 'pepFailure' },
    { code: 234, holds: { sourceOfFundsRequired: true }, text: 'sourceOfFunds' },
    { code: 235, holds: { riskBlocked: true }, text: 'riskBlocked' },
    { code: 260, holds: { amlBlocked: true }, text: 'riskBlocked' },
  ];

  for (const { code, holds, text } of DEPOSIT_HOLDS) {
    test(`${code}: the deposit form shows the code's text and the player stays on the site`, async ({ page, request }) => {
      for (const locale of LOCALES) {
        const problems = watchConsole(page);
        await heldPlayer(page, request, locale, holds);
        await openWallet(page, locale, 'deposit');
        const form = dropdown(page).getByTestId('deposit-form');
        await form.getByLabel(WALLET[locale].deposit.amount).fill('20');
        await form.getByRole('button', { name: WALLET[locale].deposit.submit, exact: true }).click();
        await expect(form.getByRole('alert')).toHaveText(ERRORS[locale][text]);
        expect(new URL(page.url()).pathname).toBe(href('home', {}, locale));
        await expectNoConsoleErrors(problems, [{ status: 403, path: '/api/payment/confirmDeposit' }]);
        // The next language's player: the page stops polling before this player's session cookie goes.
        await page.goto('about:blank');
        await page.context().clearCookies();
      }
    });
  }

  for (const { code, holds } of [
    { code: 235, holds: { riskBlocked: true } },
    { code: 260, holds: { amlBlocked: true } },
  ]) {
    test(`${code}: the withdraw form shows the text with the extra withdraw line`, async ({ page, request }) => {
      for (const locale of LOCALES) {
        const problems = watchConsole(page);
        await heldPlayer(page, request, locale, holds);
        await openWallet(page, locale, 'withdraw');
        await expect(dropdown(page).getByRole('alert')).toHaveText(`${ERRORS[locale].riskBlocked} ${ERRORS[locale].withdrawInitFailed}`);
        await expect(dropdown(page).getByTestId('withdraw-form')).toHaveCount(0);
        await expectNoConsoleErrors(problems, [{ status: 403, path: '/api/payment/initWithdraw' }]);
        // The next language's player: the page stops polling before this player's session cookie goes.
        await page.goto('about:blank');
        await page.context().clearCookies();
      }
    });
  }
});
