import { expect, test, type Page } from './fixtures';
import { href, LOCALES } from '../lib/routes';
import enAccount from '../locales/en/account.json';
import etAccount from '../locales/et/account.json';
import fiAccount from '../locales/fi/account.json';
import enCommon from '../locales/en/common.json';
import etCommon from '../locales/et/common.json';
import fiCommon from '../locales/fi/common.json';
import enProfile from '../locales/en/profile.json';
import etProfile from '../locales/et/profile.json';
import fiProfile from '../locales/fi/profile.json';
import enWallet from '../locales/en/wallet.json';
import etWallet from '../locales/et/wallet.json';
import fiWallet from '../locales/fi/wallet.json';
import { PLATFORM_URL } from './env';
import { loggedInPlayer, outboxMessage, PASSWORD, registerPlayer, uniqueIdentity } from './players';
import { approveAtBankAsNewPerson } from './site';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * Forms that say what is wrong (1366 px): a registration field over the platform's bound is
 * named with its rule and focused; a taken email and nickname are both marked before anything is
 * sent; a deposit with three decimals is refused with its own message; the login email changes
 * only with the current password and the code sent to the new address (fi). In fi, et and en:
 * the complete-account modal marks a taken email and nickname before it sends anything; a
 * withdrawal of 10,555 names the amount and its two decimals; a support message over the
 * platform's 2000 characters is named with its rule.
 */
const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
const ACCOUNT = { fi: fiAccount, et: etAccount, en: enAccount } as const;
const COMMON = { fi: fiCommon, et: etCommon, en: enCommon } as const;
const PROFILE = { fi: fiProfile, et: etProfile, en: enProfile } as const;
const WALLET = { fi: fiWallet, et: etWallet, en: enWallet } as const;
const a = fiAccount;
const mainForm = (page: Page) => page.locator('main form').first();

async function fillRegistration(page: Page, email: string, nick: string) {
  const form = mainForm(page);
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=password]').fill(PASSWORD);
  await form.locator('input[name=confirmPassword]').fill(PASSWORD);
  await form.locator('input[name=nickName]').fill(nick);
  await form.locator('input[name=firstName]').fill('Maija');
  await form.locator('input[name=lastName]').fill('Meikäläinen');
  await form.locator('input[name=birthDate]').fill('1988-02-29');
  for (const name of ['ageChecked', 'policyChecked', 'privacyPolicyChecked']) await form.locator(`input[name=${name}]`).check();
}

test.use({ viewport: { width: 1366, height: 900 } });

test('registration: a 300-character first name is named with its rule, scrolled to and focused', async ({ page }) => {
  const { email, nick } = uniqueIdentity('long');
  await page.goto(href('registration', {}, 'fi'));
  await fillRegistration(page, email, nick);
  const firstName = mainForm(page).locator('input[name=firstName]');
  await firstName.fill('a'.repeat(300));
  await mainForm(page).getByRole('button', { name: a.registration.submit }).click();
  await expect(mainForm(page).getByText(`${a.fields.firstName}: enintään 100 merkkiä`)).toBeVisible();
  await expect(firstName).toBeFocused();
  await expect(firstName).toBeInViewport();
  // Fixing it takes the message away.
  await firstName.fill('Maija');
  await expect(mainForm(page).getByText(`${a.fields.firstName}: enintään 100 merkkiä`)).toBeHidden();
});

test('registration: a taken email and nickname are both marked before submit', async ({ page, request }) => {
  const taken = await registerPlayer(request, 'fi', 'taken');
  await page.goto(href('registration', {}, 'fi'));
  await fillRegistration(page, taken.email, taken.nick);
  await mainForm(page).getByRole('button', { name: a.registration.submit }).click();
  await expect(mainForm(page).getByText(`${a.fields.email}: ${a.validation.taken}`)).toBeVisible();
  await expect(mainForm(page).getByText(`${a.fields.nickName}: ${a.validation.taken}`)).toBeVisible();
  await expect(mainForm(page).locator('input[name=email]')).toBeFocused();
  expect(new URL(page.url()).pathname).toBe(href('registration', {}, 'fi'));
});

test('deposit: 10,555 is refused with the two-decimals message', async ({ page }) => {
  await page.goto('/fi');
  const block = page.locator('main').getByTestId('deposit-form');
  await block.getByLabel(fiWallet.deposit.amount, { exact: true }).fill('10,555');
  await block.getByLabel(fiWallet.deposit.policy).check();
  await block.getByLabel(fiWallet.deposit.privacy).check();
  await block.getByRole('button', { name: fiWallet.deposit.submit, exact: true }).click();
  await expect(block.getByTestId('deposit-amount-error')).toHaveText(`${fiWallet.deposit.amount}: ${fiWallet.deposit.decimals}`);
  await expect(block.getByLabel(fiWallet.deposit.amount, { exact: true })).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/fi');
});

test('profile: the login email changes with the current password and the code sent to the new address', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email } = await loggedInPlayer(page, request, 'fi');
  const fresh = uniqueIdentity('new').email;
  await page.goto('/fi');
  await page.locator('header button[aria-controls="profile-dropdown"]').click();
  const dropdown = page.locator('#profile-dropdown');
  await dropdown.locator('button[data-row="settings"]').click();
  await dropdown.locator('button[data-row="user"]').click();
  const p = fiProfile.user;
  // The email section (the password section below has a field of the same label).
  const section = dropdown.getByRole('region', { name: p.emailTitle });
  await section.getByLabel(p.newEmail).fill(fresh);
  await section.getByLabel(p.currentPassword, { exact: true }).fill('not-the-password');
  await section.getByRole('button', { name: p.saveEmail }).click();
  await expect(section.getByText(`${p.currentPassword}: ${a.validation.wrongPassword}`)).toBeVisible();
  await section.getByLabel(p.currentPassword, { exact: true }).fill(PASSWORD);
  await section.getByRole('button', { name: p.saveEmail }).click();
  const codeField = section.getByLabel(p.emailCode);
  await expect(codeField).toBeVisible();
  // Until the code is entered the login is the old address.
  expect((await request.post(`${platformUrl}/login`, { form: { email: fresh, password: PASSWORD } })).ok()).toBe(false);
  const message = await outboxMessage(request, fresh);
  await codeField.fill(String(message.code));
  await section.getByRole('button', { name: p.verifyEmail }).click();
  await expect(section.getByText(p.emailChanged)).toBeVisible();
  expect((await request.post(`${platformUrl}/login`, { form: { email: fresh, password: PASSWORD } })).ok()).toBe(true);
  expect((await request.post(`${platformUrl}/login`, { form: { email, password: PASSWORD } })).ok()).toBe(false);
});

for (const locale of LOCALES) {
  const t = ACCOUNT[locale];
  const w = WALLET[locale];
  const p = PROFILE[locale];

  test.describe(`forms in ${locale}`, () => {
    test('complete account: a taken email and nickname are both marked before anything is sent; fixed, the account completes', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const problems = watchConsole(page);
      const taken = await registerPlayer(request, locale, 'taken');
      await page.goto(href('login', {}, locale));
      await mainForm(page).getByRole('button', { name: COMMON[locale].login.bankLogin }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/bank/login/'));
      await approveAtBankAsNewPerson(page);
      const modal = page.getByTestId('complete-account');
      await expect(modal).toBeVisible({ timeout: 20_000 });
      const completed: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/player/completeAccount')) completed.push(sent.url());
      });
      const nickName = modal.locator('input[name=nickName]');
      const email = modal.locator('input[name=email]');
      await nickName.fill(taken.nick);
      await email.fill(taken.email);
      await modal.locator('input[name=phoneNumber]').fill(`40${Date.now().toString().slice(-7)}`);
      await modal.locator('input[name=password]').fill(PASSWORD);
      await modal.locator('input[name=confirmPassword]').fill(PASSWORD);
      await modal.locator('button[type=submit]').click();
      await expect(modal.getByText(`${t.fields.nickName}: ${t.validation.taken}`)).toBeVisible();
      await expect(modal.getByText(`${t.fields.email}: ${t.validation.taken}`)).toBeVisible();
      await expect(nickName).toBeFocused();
      expect(completed).toEqual([]);
      // Each message goes when its field is edited; free values complete the account.
      const fresh = uniqueIdentity('fresh');
      await nickName.fill(fresh.nick);
      await expect(modal.getByText(`${t.fields.nickName}: ${t.validation.taken}`)).toBeHidden();
      await expect(modal.getByText(`${t.fields.email}: ${t.validation.taken}`)).toBeVisible();
      await email.fill(fresh.email);
      await modal.locator('button[type=submit]').click();
      await expect(modal).toBeHidden();
      expect(completed).toHaveLength(1);
      // The validate calls' refusals (409) were provoked on purpose.
      await expectNoConsoleErrors(problems, [
        { status: 409, path: '/api/player/validate/nickname' },
        { status: 409, path: '/api/player/validate/email' },
      ]);
    });

    test('a withdrawal of 10,555 names the amount and its two decimals; a support message over 2000 characters names its rule', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await loggedInPlayer(page, request, locale, { cash: 50 });
      await page.goto(href('home', {}, locale));
      await page.locator('header button[aria-controls="profile-dropdown"]').click();
      const dropdown = page.locator('#profile-dropdown');
      await dropdown.getByRole('button', { name: w.profile.withdraw, exact: true }).click();
      const form = dropdown.getByTestId('withdraw-form');
      const amount = form.getByLabel(w.withdraw.amount);
      await amount.fill('10,555');
      await form.getByRole('button', { name: w.withdraw.submit }).click();
      await expect(form.getByTestId('withdraw-amount-error')).toHaveText(`${w.withdraw.amount}: ${w.deposit.decimals}`);
      await expect(amount).toBeFocused();
      await expect(dropdown.getByTestId('withdraw-confirm')).toHaveCount(0);
      await amount.fill('10,55');
      await expect(form.getByTestId('withdraw-amount-error')).toHaveCount(0);

      await page.goto(href('home', {}, locale));
      await page.locator('header button[aria-controls="profile-dropdown"]').click();
      await dropdown.locator('button[data-row="customer-support"]').click();
      const message = dropdown.getByLabel(p.support.message, { exact: true });
      await message.fill('x'.repeat(2001));
      await dropdown.getByRole('button', { name: p.support.send }).click();
      const overLimit = `${p.support.message}: ${t.validation.maxLength.replace('{{max}}', '2000')}`;
      await expect(dropdown.getByText(overLimit)).toBeVisible();
      await expect(message).toBeFocused();
      await expect(message).toHaveValue('x'.repeat(2001));
      await message.press('Backspace');
      await expect(dropdown.getByText(overLimit)).toBeHidden();
    });
  });
}
