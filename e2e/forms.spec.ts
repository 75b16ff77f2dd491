import { expect, test, type Page } from './fixtures';
import { href } from '../lib/routes';
import fiAccount from '../locales/fi/account.json';
import fiProfile from '../locales/fi/profile.json';
import fiWallet from '../locales/fi/wallet.json';
import { PLATFORM_URL } from './env';
import { loggedInPlayer, outboxMessage, PASSWORD, registerPlayer, uniqueIdentity } from './players';

/**
 * Forms that say what is wrong (fi, 1366 px): a registration field over the platform's bound is
 * named with its rule and focused; a taken email and nickname are both marked before anything is
 * sent; a deposit with three decimals is refused with its own message; the login email changes
 * only with the current password and the code sent to the new address.
 */
const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
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
  await expect(block.getByTestId('deposit-amount-error')).toHaveText(fiWallet.deposit.decimals);
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
