import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { href, LOCALES, type Locale } from '../lib/routes';
import enCommon from '../locales/en/common.json';
import etCommon from '../locales/et/common.json';
import fiCommon from '../locales/fi/common.json';
import enAccount from '../locales/en/account.json';
import etAccount from '../locales/et/account.json';
import fiAccount from '../locales/fi/account.json';
import enErrors from '../locales/en/errors.json';
import etErrors from '../locales/et/errors.json';
import fiErrors from '../locales/fi/errors.json';
import { PLATFORM_URL } from './env';
import {
  completeAccountDialog,
  outboxMessage,
  PASSWORD,
  registerActivatedPlayer,
  registerPlayer,
  uniqueIdentity as unique,
} from './players';
import { DESKTOP, GAME, PHONE, approveAtBankAsNewPerson } from './site';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * Accounts and sessions in the browser, in fi, et and en: registration, activation from the
 * outbox, login, reload, logout, login errors, bank login of a new person with the
 * complete-account modal, forgot password, and a login-required page. Every test uses its own
 * player (unique email), so the tests are independent. In fi and et, at phone and desktop sizes:
 * the link in the verification email logs the new player in (a first login goes to the limits
 * page), and a returning bank login goes back to the page it started from.
 */

const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
const ACCOUNT = { fi: fiAccount, et: etAccount, en: enAccount } as const;
const ERRORS = { fi: fiErrors, et: etErrors, en: enErrors } as const;
const COMMON = { fi: fiCommon, et: etCommon, en: enCommon } as const;

/** A registered and activated player, created over the platform API. */
async function activatedPlayer(request: APIRequestContext, locale: Locale, tag: string, loginOnce = false) {
  const { email, nick, headers } = await registerActivatedPlayer(request, locale, tag);
  if (loginOnce) {
    const login = await request.post(`${platformUrl}/login`, { headers, form: { email, password: PASSWORD } });
    expect(login.ok(), await login.text()).toBe(true);
  }
  return { email, nick };
}

/** The login form of the page's main content (the side panel has another one). */
const mainForm = (page: Page) => page.locator('main form').first();

async function logIn(page: Page, email: string, password: string) {
  const form = mainForm(page);
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=password]').fill(password);
  await form.locator('button[type=submit]').click();
}

/** The desktop top bar's profile button (avatar, nickname, balance). */
const profileButton = (page: Page) => page.locator('header button[aria-controls="profile-dropdown"]');

for (const locale of LOCALES) {
  const t = ACCOUNT[locale];
  const errors = ERRORS[locale];
  const common = COMMON[locale];

  test.describe(`accounts in ${locale}`, () => {
    test('register, verify from the outbox, log in, reload, log out', async ({ page, request }) => {
      const problems = watchConsole(page);
      const { email, nick } = unique('reg');
      await page.goto(href('registration', {}, locale));
      const form = mainForm(page);
      await form.locator('input[name=email]').fill(email);
      await form.locator('input[name=password]').fill(PASSWORD);
      await form.locator('input[name=confirmPassword]').fill(PASSWORD);
      await form.locator('input[name=nickName]').fill(nick);
      await form.locator('input[name=firstName]').fill('Maija');
      await form.locator('input[name=lastName]').fill('Meikäläinen');
      await form.locator('input[name=birthDate]').fill('1988-02-29');
      await form.locator('select[name=country]').selectOption(locale === 'et' ? 'EST' : 'FIN');
      await form.locator('input[name=address]').fill('Testikatu');
      await form.locator('input[name=houseNumber]').fill('5');
      await form.locator('input[name=zipCode]').fill('00100');
      await form.locator('input[name=city]').fill('Helsinki');
      // Submitting without the checkboxes flags them.
      await form.locator('button[type=submit]').click();
      await expect(form.locator('input[name=ageChecked]')).toHaveAttribute('aria-invalid', 'true');
      await form.locator('input[name=ageChecked]').check();
      await form.locator('input[name=policyChecked]').check();
      await form.locator('input[name=privacyPolicyChecked]').check();
      await form.locator('button[type=submit]').click();

      await page.waitForURL((url) => url.pathname === href('verifyEmail', {}, locale));
      await expect(page.getByText(t.verifyEmail.registered)).toBeVisible();
      const message = await outboxMessage(request, email);
      await mainForm(page).locator('input[name=activationCode]').fill(String(message.code));
      await mainForm(page).locator('button[type=submit]').click();

      // Verifying logs the player in (autoLogin); a first login (one activity) goes to the limits page.
      await page.waitForURL((url) => url.pathname === href('profileLimits', {}, locale), { timeout: 20_000 });
      await expect(profileButton(page)).toContainText(nick);
      await expect(page.getByTestId('session-timer')).toBeVisible();
      await expect(page.getByTestId('session-timer')).toContainText('0:0');

      // Marketing consent prompt: a new player has not accepted SMS; the date is stored either way.
      const prompt = page.getByTestId('marketing-prompt');
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: t.marketing.decline }).click();
      await expect(prompt).toBeHidden();
      expect(await page.evaluate(() => window.localStorage.getItem('marketingPromptDate'))).toMatch(/^\d+$/);

      await page.reload();
      await expect(profileButton(page)).toContainText(nick);
      await expect(page.getByTestId('marketing-prompt')).toBeHidden();

      await profileButton(page).click();
      await page.locator('#profile-dropdown').getByTestId('logout').click();
      await expect(page.locator('#profile-dropdown')).toBeHidden();
      await expect(profileButton(page)).toBeHidden();
      await page.waitForURL((url) => url.pathname === href('home', {}, locale));
      await expect(page.locator(`header a[href^="${href('login', {}, locale)}"]`)).toBeVisible();
      expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
      await page.reload();
      await expect(profileButton(page)).toBeHidden();

      // The password works as well: a login from the login page goes home.
      await page.goto(href('login', {}, locale));
      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === href('home', {}, locale));
      await expect(profileButton(page)).toContainText(nick);
      await expectNoConsoleErrors(problems);
    });

    test('a wrong password shows the translated error and flags the inputs', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(href('login', {}, locale));
      await logIn(page, unique('nobody').email, 'wrong-password');
      const alert = mainForm(page).getByRole('alert');
      await expect(alert).toHaveText(errors.badCredentials);
      await expect(alert).toHaveAttribute('data-variant', 'error');
      await expect(mainForm(page).locator('input[name=email]')).toHaveAttribute('aria-invalid', 'true');
      await expect(mainForm(page).locator('input[name=password]')).toHaveAttribute('aria-invalid', 'true');
      await expect(profileButton(page)).toBeHidden();
      await expectNoConsoleErrors(problems, [{ status: 401, path: '/api/login' }]);
    });

    test('a not activated account shows the activation notice', async ({ page, request }) => {
      const problems = watchConsole(page);
      const { email } = await registerPlayer(request, locale, 'inactive', 'FIN');
      await page.goto(href('login', {}, locale));
      await logIn(page, email, PASSWORD);
      const notice = mainForm(page).locator('[data-variant="notice"]');
      await expect(notice).toContainText(errors.notActivated);
      await expect(notice).toContainText(errors.activationHint);
      await expect(notice).toHaveAttribute('role', 'status');
      await expectNoConsoleErrors(problems, [{ status: 403, path: '/api/login' }]);
    });

    test('bank login as a new person creates a player and asks to complete the account', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(href('login', {}, locale));
      await mainForm(page).getByRole('button', { name: common.login.bankLogin }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/bank/login/'));
      await approveAtBankAsNewPerson(page);

      // Back on the site: the login is checked, the new player lands on the limits page.
      await page.waitForURL((url) => url.pathname === href('profileLimits', {}, locale), { timeout: 20_000 });
      const modal = page.getByTestId('complete-account');
      await expect(modal).toBeVisible();
      // On a phone (390 and 360 px) every field, the phone number's too, stays inside the dialog and the screen.
      const size = page.viewportSize()!;
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        const outside = await modal.evaluate((dialog, screenWidth) => {
          const edge = Math.min(dialog.getBoundingClientRect().right, screenWidth);
          return Array.from(dialog.querySelectorAll<HTMLElement>('input, select, button'))
            .filter((node) => node.getBoundingClientRect().right > edge + 1)
            .map(
              (node) =>
                `${node.getAttribute('name') ?? node.tagName} right ${Math.round(node.getBoundingClientRect().right)} > ${Math.round(edge)}`,
            );
        }, width);
        expect(outside, `complete-account at ${width} px`).toEqual([]);
      }
      await page.setViewportSize(size);
      await expect(modal.getByRole('button', { name: /close|sulje|sulge/i })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(modal).toBeVisible();
      // Focus stays inside the modal.
      for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
      expect(await modal.evaluate((node) => node.contains(document.activeElement))).toBe(true);

      // SPEC 5: the password must be longer than 6 characters; the confirmation must match.
      const { email, nick } = unique('bank');
      await modal.locator('input[name=nickName]').fill(nick);
      await modal.locator('input[name=email]').fill(email);
      await modal.locator('input[name=phoneNumber]').fill(`40${Date.now().toString().slice(-7)}`);
      await modal.locator('input[name=password]').fill('123456');
      await modal.locator('input[name=confirmPassword]').fill('123456');
      await modal.locator('button[type=submit]').click();
      await expect(modal.getByText(`${t.fields.password}: ${t.validation.passwordShort}`)).toBeVisible();
      await modal.locator('input[name=password]').fill(PASSWORD);
      await modal.locator('input[name=confirmPassword]').fill(`${PASSWORD}x`);
      await modal.locator('button[type=submit]').click();
      await expect(modal.getByText(`${t.fields.confirmPassword}: ${t.validation.passwordMismatch}`)).toBeVisible();
      await modal.locator('input[name=confirmPassword]').fill(PASSWORD);
      await modal.locator('button[type=submit]').click();
      await expect(modal).toBeHidden();
      await expect(profileButton(page)).toContainText(nick);
      await expectNoConsoleErrors(problems);
    });

    test('a cancelled bank login shows a message and stays logged out', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(href('login', {}, locale));
      await mainForm(page).getByRole('button', { name: common.login.bankLogin }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/bank/login/'));
      await page.locator('button[value=cancel]').click();
      await expect(page.getByTestId('bank-login-status')).toContainText(t.bankLogin.cancelled);
      expect(new URL(page.url()).pathname).toBe(href('login', {}, locale));
      await expect(profileButton(page)).toBeHidden();
      await expectNoConsoleErrors(problems);
    });

    test('forgot password end to end', async ({ page, request }) => {
      const problems = watchConsole(page);
      const { email, nick } = await activatedPlayer(request, locale, 'forgot');
      await page.goto(href('login', {}, locale));
      await mainForm(page)
        .locator(`a[href="${href('forgotPassword', {}, locale)}"]`)
        .click();
      await page.waitForURL((url) => url.pathname === href('forgotPassword', {}, locale));
      // The address changes before the new page renders; the login form also has an email field.
      await expect(mainForm(page).locator('input[name=birthDate]')).toBeVisible();
      await mainForm(page).locator('input[name=email]').fill(email);
      await mainForm(page).locator('input[name=birthDate]').fill('1990-05-17');
      await mainForm(page).locator('button[type=submit]').click();
      await expect(page.getByText(t.forgotPassword.sent)).toBeVisible();

      const reset = await outboxMessage(request, email, (message) =>
        /salasanan vaihto|parooli muutmine|reset your password/i.test(String(message.subject)),
      );
      const newPassword = 'Brand-new-pass-2';
      await mainForm(page).locator('input[name=activationCode]').fill(String(reset.code));
      await mainForm(page).locator('input[name=password]').fill(newPassword);
      await mainForm(page).locator('input[name=confirmPassword]').fill(newPassword);
      await mainForm(page).locator('button[type=submit]').click();
      await expect(page.getByText(t.forgotPassword.done)).toBeVisible();

      await page.locator('main').getByRole('link', { name: t.forgotPassword.login }).click();
      await page.waitForURL((url) => url.pathname === href('login', {}, locale));
      await logIn(page, email, newPassword);
      await expect(profileButton(page)).toContainText(nick);
      await expectNoConsoleErrors(problems);
    });

    // The mobile side panel once (en): each login counts against the per-IP login limit.
    if (locale === 'en')
      test.describe('mobile', () => {
        test.use({ viewport: { width: 390, height: 820 } });

        test('the side panel login form logs in, closes the panel and stays on the page', async ({ page, request }) => {
          const problems = watchConsole(page);
          const { email, nick } = await activatedPlayer(request, locale, 'mobile', true);
          const home = href('home', {}, locale);
          await page.goto(home);
          await page.locator('button[aria-controls="profile-panel"]').click();
          const panel = page.locator('#profile-panel');
          await expect(panel).toHaveAttribute('data-open', 'true');
          await expect(panel.getByRole('button', { name: common.login.bankLogin })).toBeVisible();
          await expect(panel.locator(`a[href="${href('forgotPassword', {}, locale)}"]`)).toBeVisible();
          await expect(panel.locator(`a[href="${href('registration', {}, locale)}"]`)).toBeVisible();
          await panel.locator('input[name=email]').fill(email);
          await panel.locator('input[name=password]').fill(PASSWORD);
          await panel.locator('button[type=submit]').click();
          await expect(panel).toHaveAttribute('data-open', 'false');
          await expect(page.getByTestId('balance-bar')).toContainText(nick);
          expect(new URL(page.url()).pathname).toBe(home);
          // The side panel now shows the profile with a logout row; the login's page change does not
          // close a panel opened after it started.
          await page.locator('button[aria-controls="profile-panel"]').click();
          await expect(panel).toHaveAttribute('data-open', 'true');
          await panel.getByTestId('logout').click();
          await expect(panel).toHaveAttribute('data-open', 'false');
          await expect(page.getByTestId('balance-bar')).toBeHidden();
          await expectNoConsoleErrors(problems);
        });
      });

    test('a login-required page sends a logged-out visitor to login and back after login', async ({ page, request }) => {
      const problems = watchConsole(page);
      // One earlier login, so that this one is not a first login (which goes to the limits page).
      const { email, nick } = await activatedPlayer(request, locale, 'guard', true);
      const target = href('campaigns', {}, locale);
      await page.goto(target);
      await page.waitForURL((url) => url.pathname === href('login', {}, locale));
      expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(target);
      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === target);
      await expect(profileButton(page)).toContainText(nick);
      await expectNoConsoleErrors(problems);
    });
  });
}

// The group keeps the title this test was first written under (with the balance and the deposit
// button, now in wallet.spec.ts), so that its full title stays what it was.
for (const locale of ['fi', 'et'] as const) {
  test.describe(`balance and deposit button (${locale})`, () => {
    for (const [device, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`${device}: verifying the email logs the new player in (first login: the limits page)`, async ({ page, request }) => {
        const problems = watchConsole(page);
        await page.setViewportSize(size);
        const { email, nick } = await registerPlayer(request, locale, 'verify');
        const message = await outboxMessage(request, email);
        await page.goto(`${href('verifyEmail', {}, locale)}?code=${encodeURIComponent(String(message.code))}`);
        const form = page.locator('main form');
        await expect(form.locator('input[name=activationCode]')).toHaveValue(String(message.code));
        await form.locator('button[type=submit]').click();
        await page.waitForURL((url) => url.pathname === href('profileLimits', {}, locale), { timeout: 20_000 });
        await expect(
          page.locator(device === 'phone' ? '[data-testid=balance-bar]' : 'header button[aria-controls="profile-dropdown"]'),
        ).toContainText(nick);
        await expectNoConsoleErrors(problems);
      });
    }
  });
}

for (const locale of ['fi', 'et'] as const) {
  for (const [device, size, person] of [
    ['phone', PHONE, 0],
    ['desktop', DESKTOP, 1],
  ] as const) {
    test(`${device} ${locale} bank login: a returning player goes back to the page the login started from (a first login to the limits page)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const problems = watchConsole(page);
      await page.setViewportSize(size);
      const gamePath = href('gamePlay', { slug: GAME.slug }, locale);
      const fromGame = `${href('login', {}, locale)}?redirectUrl=${encodeURIComponent(gamePath)}`;
      // Logged in: the header's profile button on a desktop, the bottom bar's "profile" (not "log in") on a phone.
      const signedIn =
        device === 'phone'
          ? page.locator('nav button[aria-controls="profile-panel"]').filter({ hasText: COMMON[locale].nav.profile })
          : page.locator('header button[aria-controls="profile-dropdown"]');
      /** From the login page to the bank simulator, approving as a test person of the locale's country (or a new one). */
      const bankLogin = async (startPath: string, identity: number | 'new') => {
        await page.goto(startPath);
        await page.locator('main form').first().getByRole('button', { name: COMMON[locale].login.bankLogin }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/bank/login/'));
        await (
          identity === 'new' ? page.locator('input[name=identity][value=new]') : page.locator('input[name=identity]').nth(identity)
        ).check();
        await page.locator('button[value=approve]').click();
      };
      const logout = async () => {
        await page
          .locator(device === 'phone' ? 'nav button[aria-controls="profile-panel"]' : 'header button[aria-controls="profile-dropdown"]')
          .click();
        await page
          .locator(device === 'phone' ? '#profile-panel' : '#profile-dropdown')
          .getByTestId('logout')
          .click();
        await expect(signedIn).toBeHidden();
      };

      // A first login goes to the limits page (SPEC), even when it started from a game's login link.
      await bankLogin(fromGame, 'new');
      await page.waitForURL((url) => url.pathname === href('profileLimits', {}, locale), { timeout: 20_000 });
      await completeAccountDialog(page, 'bankfirst');
      await expect(signedIn).toBeVisible();
      await logout();

      // A test person of its own for each size (tests run side by side): make sure it has logged
      // in before (its very first login completes the account), then log out.
      await bankLogin(href('login', {}, locale), person);
      await page.waitForURL((url) => url.pathname !== href('login', {}, locale) && !url.pathname.startsWith('/api/'), { timeout: 20_000 });
      await expect(signedIn).toBeVisible();
      const me = (await (await page.request.get('/api/player')).json()) as { email?: string | null };
      if (!me.email) await completeAccountDialog(page, 'bankback');
      await logout();

      // Back as a returning player, from a game page's login link: the game page again.
      await bankLogin(fromGame, person);
      await page.waitForURL((url) => url.pathname === gamePath, { timeout: 20_000 });
      await expect(signedIn).toBeVisible();
      await expect(page.locator(`iframe[title="${GAME.name}"]`)).toBeVisible();
      await expectNoConsoleErrors(problems);
    });
  }
}
