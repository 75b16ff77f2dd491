import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { href, type Locale } from '../lib/routes';
import enAccount from '../locales/en/account.json';
import enCommon from '../locales/en/common.json';
import etCommon from '../locales/et/common.json';
import fiCommon from '../locales/fi/common.json';
import enErrors from '../locales/en/errors.json';
import etErrors from '../locales/et/errors.json';
import fiErrors from '../locales/fi/errors.json';
import enProfile from '../locales/en/profile.json';
import etProfile from '../locales/et/profile.json';
import fiProfile from '../locales/fi/profile.json';
import enWallet from '../locales/en/wallet.json';
import etWallet from '../locales/et/wallet.json';
import fiWallet from '../locales/fi/wallet.json';
import { ADMIN_TOKEN, PLATFORM_URL, SITE_URL } from './env';
import { PASSWORD, registerActivatedPlayer } from './players';
import { expectNoConsoleErrors, watchConsole } from './support';
import { PROFILE_PAGE_LABELS } from '../components/layout/profilePageKeys';

/**
 * The profile area in the browser: the desktop dropdown and the phone side panel, every
 * page key and back, avatar, marketing, password, phone verification with the outbox code, and
 * documents (a valid and a too-large file). The walks are spread over fi, et and en.
 */

const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
const siteUrl = process.env.E2E_SITE_URL || SITE_URL;
const TEXTS = {
  fi: { common: fiCommon, profile: fiProfile, wallet: fiWallet, errors: fiErrors },
  et: { common: etCommon, profile: etProfile, wallet: etWallet, errors: etErrors },
  en: { common: enCommon, profile: enProfile, wallet: enWallet, errors: enErrors },
} as const;

/** A profile page's title in a language ('namespace:dotted.key', as components/layout/ProfilePages.tsx names them). */
function text(locale: Locale, key: string): string {
  const [ns, path] = key.split(':') as [keyof (typeof TEXTS)['en'], string];
  let value: unknown = TEXTS[locale][ns];
  for (const part of path.split('.')) value = (value as Record<string, unknown>)[part];
  return String(value);
}

// The labels the profile pages are titled with, by page key (the site's one list).
const TITLES: Record<string, string> = PROFILE_PAGE_LABELS;

/**
 * Every page key with the way to reach it from the profile page: the row buttons (data-row), the
 * wallet buttons, the transaction lists' headings and the documents page's upload button.
 */
type Step = { page: string; open: (scope: Locator, locale: Locale) => Locator };
const row = (page: string): Step => ({ page, open: (scope) => scope.locator(`button[data-row="${page}"]`) });
const named = (page: string, key: string): Step => ({
  page,
  open: (scope, locale) => scope.getByRole('button', { name: text(locale, key), exact: true }),
});
const listHeading = (page: string, list: 'deposits' | 'withdraws' | 'gameActions'): Step => ({
  page,
  open: (scope) => scope.locator(`#transactions-${list} button`),
});
const WALKS: Step[][] = [
  [row('campaigns')],
  [row('customer-support')],
  [row('transactions')],
  [row('transactions'), listHeading('deposits', 'deposits')],
  [row('transactions'), listHeading('withdraws', 'withdraws')],
  [row('transactions'), listHeading('game-actions', 'gameActions')],
  [row('pending-withdraws')],
  [row('settings')],
  ...['user', 'avatar', 'marketing', 'phone', 'verification', 'close'].map((page) => [row('settings'), row(page)]),
  [row('responsible-gaming')],
  [row('play-overview')],
  [row('documents')],
  [row('documents'), named('upload-documents', 'profile:documents.upload')],
  [named('deposit', 'wallet:profile.deposit')],
  [named('withdraw', 'wallet:profile.withdraw')],
];

/** A player who has logged in once already (so the site's first-login redirect to the limits page is behind them). */
async function player(request: APIRequestContext, locale: Locale, tag: string) {
  const created = await registerActivatedPlayer(request, locale, tag);
  const first = await request.post(`${platformUrl}/login`, {
    headers: created.headers,
    form: { email: created.email, password: PASSWORD },
  });
  expect(first.ok(), await first.text()).toBe(true);
  return created;
}

/** Logs the browser in through the site's /api (the same session cookie the login form gets). */
async function logIn(page: Page, locale: Locale, email: string, password = PASSWORD) {
  const login = await page.request.post(`${siteUrl}/api/login`, { form: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto(href('home', {}, locale));
  // The cached page comes as for a visitor; a player opens the profile once the site shows them logged in.
  await expect(page.locator('.page[data-balance-bar="true"]')).toBeAttached();
}

/**
 * Phone walk: at 390 and 360 px wide no element of the panel page reaches past the
 * screen's right edge and the page itself does not scroll sideways.
 */
async function expectNothingWider(page: Page, scope: Locator, key: string) {
  const size = page.viewportSize()!;
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: size.height });
    const wide = await scope.evaluate((panel, limit) => {
      const found: string[] = [];
      for (const node of Array.from(panel.querySelectorAll<HTMLElement>('*'))) {
        const box = node.getBoundingClientRect();
        if (box.width > 0 && box.right > limit + 1)
          found.push(`${node.tagName.toLowerCase()}.${node.className} right ${Math.round(box.right)}`);
      }
      if (document.documentElement.scrollWidth > limit) found.push(`page scrollWidth ${document.documentElement.scrollWidth}`);
      return found;
    }, width);
    expect(wide, `${key} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(size);
}

/** Walks every page key from the profile page and back, checking the title (and the dropdown's width). */
async function walkEveryPage(
  page: Page,
  scope: Locator,
  title: Locator,
  back: Locator,
  locale: Locale,
  widths?: { main: number; sub: number },
) {
  const seen = new Set<string>(['profile']);
  for (const walk of WALKS) {
    for (const step of walk) {
      await step.open(scope, locale).click();
      await expect(title).toHaveText(text(locale, TITLES[step.page]));
      await expect(scope.locator(`[data-profile-page="${step.page}"]`)).toBeVisible();
      if (widths) expect((await scope.boundingBox())?.width).toBe(widths.sub);
      else await expectNothingWider(page, scope, step.page);
      seen.add(step.page);
    }
    // Back steps through the panel's history one page at a time (docs/decisions.md#panel-history):
    // each press is made once the page it leads to shows, as a player would.
    for (let i = walk.length - 1; i >= 0; i--) {
      await back.click();
      await expect(title).toHaveText(text(locale, TITLES[i === 0 ? 'profile' : walk[i - 1].page]));
    }
    if (widths) expect((await scope.boundingBox())?.width).toBe(widths.main);
  }
  expect([...seen].sort()).toEqual(Object.keys(TITLES).sort());
}

async function smsCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${platformUrl}/sandbox/outbox`, {
        params: { to, kind: 'sms' },
        headers: { 'x-admin-token': ADMIN_TOKEN },
      });
      const body = (await response.json()) as { messages?: { code?: string }[] };
      code = body.messages?.[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, bytes - 9), 0x20)]);

test.describe('desktop (1366x900)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('fi: the dropdown walks every page key and back (450 / 550 px); avatar and marketing are saved', async ({ page, request }) => {
    test.setTimeout(120_000);
    const locale: Locale = 'fi';
    const problems = watchConsole(page);
    const { email } = await player(request, locale, 'profile-fi');
    await logIn(page, locale, email);
    const button = page.locator('header button[aria-controls="profile-dropdown"]');
    await button.click();
    const dropdown = page.locator('#profile-dropdown');
    await expect(dropdown).toBeVisible();
    expect((await dropdown.boundingBox())?.width).toBe(450);
    const title = dropdown.locator('.dropdown-head h2');
    const back = dropdown.getByRole('button', { name: text(locale, 'common:panel.back') });
    await walkEveryPage(page, dropdown, title, back, locale, { main: 450, sub: 550 });

    // Avatar: choosing one saves it, and the top bar shows it.
    await dropdown.locator('button[data-row="settings"]').click();
    await dropdown.locator('button[data-row="avatar"]').click();
    await dropdown.getByRole('radio', { name: 'Avatar 5' }).click();
    await expect(dropdown.getByText(text(locale, 'profile:avatar.saved'))).toBeVisible();
    await expect(dropdown.getByRole('radio', { name: 'Avatar 5' })).toHaveAttribute('aria-checked', 'true');
    await expect(button.locator('img')).toHaveAttribute('data-avatar', '5');
    await back.click();

    // Marketing: both boxes on, saved, the message goes after 5 s.
    await dropdown.locator('button[data-row="marketing"]').click();
    await dropdown.getByRole('checkbox', { name: text(locale, 'profile:marketing.email') }).check();
    await dropdown.getByRole('checkbox', { name: text(locale, 'profile:marketing.sms') }).check();
    await dropdown.getByRole('button', { name: text(locale, 'profile:marketing.save') }).click();
    const saved = dropdown.getByText(text(locale, 'errors:marketing.updateSuccess'));
    await expect(saved).toBeVisible();
    const me = await (await page.request.get(`${siteUrl}/api/player`)).json();
    expect([me.receiveEmail, me.receiveSms]).toEqual([true, true]);
    await expect(saved).toBeHidden({ timeout: 7_000 });
    expect((await (await page.request.get(`${siteUrl}/api/user/avatar`)).json()).avatar).toBe(5);

    // Escape closes the dropdown and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(button).toBeFocused();
    await expectNoConsoleErrors(problems);
  });

  test('en: change the password; upload a valid and a too-large document', async ({ page, request }) => {
    test.setTimeout(90_000);
    const locale: Locale = 'en';
    const problems = watchConsole(page);
    const { email } = await player(request, locale, 'profile-en');
    await logIn(page, locale, email);
    // The marketing prompt of a new player sits over the lower part of the page: answer it first.
    await page.getByRole('button', { name: enAccount.marketing.decline }).click();
    await page.locator('header button[aria-controls="profile-dropdown"]').click();
    const dropdown = page.locator('#profile-dropdown');
    const back = dropdown.getByRole('button', { name: text(locale, 'common:panel.back') });

    await dropdown.locator('button[data-row="settings"]').click();
    await dropdown.locator('button[data-row="user"]').click();
    const newPassword = 'Changed-pass-2';
    const passwordSection = dropdown.getByRole('region', { name: text(locale, 'profile:user.passwordTitle') });
    await passwordSection.getByLabel(text(locale, 'profile:user.oldPassword')).fill(PASSWORD);
    await dropdown.getByLabel(text(locale, 'profile:user.password'), { exact: true }).fill(newPassword);
    await dropdown.getByLabel(text(locale, 'profile:user.confirmPassword')).fill(newPassword);
    await dropdown.getByRole('button', { name: text(locale, 'profile:user.savePassword') }).click();
    await expect(dropdown.getByText(text(locale, 'profile:user.passwordSaved'))).toBeVisible();
    const oldLogin = await request.post(`${platformUrl}/login`, {
      headers: { 'x-forwarded-for': '10.250.1.1' },
      form: { email, password: PASSWORD },
    });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await request.post(`${platformUrl}/login`, {
      headers: { 'x-forwarded-for': '10.250.1.2' },
      form: { email, password: newPassword },
    });
    expect(newLogin.ok()).toBe(true);
    await back.click();
    await back.click();

    await dropdown.locator('button[data-row="documents"]').click();
    await expect(dropdown.getByText(text(locale, 'profile:documents.empty'))).toBeVisible();
    await dropdown.getByRole('button', { name: text(locale, 'profile:documents.upload'), exact: true }).click();
    await dropdown.getByLabel(text(locale, 'profile:documents.type')).selectOption('identityCard');
    const files = dropdown.getByLabel(text(locale, 'profile:documents.files'));
    await files.setInputFiles([
      { name: 'id-card.pdf', mimeType: 'application/pdf', buffer: pdf(5000) },
      { name: 'huge-scan.pdf', mimeType: 'application/pdf', buffer: pdf(3 * 1024 * 1024) },
    ]);
    await expect(dropdown.getByText('id-card.pdf (4.9 KB)')).toBeVisible();
    await expect(dropdown.getByText('huge-scan.pdf is too large (3 MB). The maximum size is 2 MB.')).toBeVisible();
    await dropdown.getByRole('button', { name: text(locale, 'profile:documents.submit') }).click();
    await expect(dropdown.getByText(text(locale, 'profile:documents.fixFiles'))).toBeVisible();
    expect((await (await page.request.get(`${siteUrl}/api/player/documents`)).json()).documents).toEqual([]);

    await files.setInputFiles([{ name: 'id-card.pdf', mimeType: 'application/pdf', buffer: pdf(5000) }]);
    await dropdown.getByRole('button', { name: text(locale, 'profile:documents.submit') }).click();
    await expect(dropdown.getByText('1 file uploaded:')).toBeVisible();
    await dropdown
      .locator('[data-profile-page="upload-documents"]')
      .getByRole('button', { name: text(locale, 'profile:documents.back') })
      .click();
    await expect(dropdown.locator('.dropdown-head h2')).toHaveText(text(locale, TITLES.documents));
    await expect(dropdown.locator('[data-document-status="pending"]')).toContainText(text(locale, 'profile:documents.types.identityCard'));
    await expect(dropdown.locator('[data-document-status="pending"]')).toContainText(text(locale, 'profile:documents.statuses.pending'));
    await expectNoConsoleErrors(problems);
  });
});

test.describe('phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('et: the side panel walks every page key and back; a phone number is verified with the SMS code', async ({ page, request }) => {
    test.setTimeout(120_000);
    const locale: Locale = 'et';
    const problems = watchConsole(page);
    const { email, nick } = await player(request, locale, 'profile-et');
    await logIn(page, locale, email);
    const opener = page.locator('nav button[aria-controls="profile-panel"]');
    await opener.click();
    const panel = page.locator('#profile-panel');
    await expect(panel).toHaveAttribute('data-open', 'true');
    const title = panel.locator('#profile-panel-title');
    const back = panel.getByRole('button', { name: text(locale, 'common:panel.back') });
    await walkEveryPage(page, panel, title, back, locale);

    await panel.locator('button[data-row="settings"]').click();
    await panel.locator('button[data-row="phone"]').click();
    await panel.getByLabel(text(locale, 'profile:phone.country')).selectOption('+372');
    const number = `5${String(Date.now()).slice(-7)}`;
    await panel
      .getByRole('textbox', { name: text(locale, 'profile:phone.number'), exact: true })
      .fill(`${number.slice(0, 3)} ${number.slice(3)}`);
    await expect(panel.getByRole('textbox', { name: text(locale, 'profile:phone.number'), exact: true })).toHaveValue(number);
    // A new number is asked with the current password (docs/decisions.md#contact-change).
    await panel.getByLabel(text(locale, 'profile:user.currentPassword'), { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: text(locale, 'profile:phone.sendCode') }).click();
    const code = await smsCode(request, `+372${number}`);
    await panel.getByRole('textbox', { name: text(locale, 'profile:phone.code') }).fill(code);
    await panel.getByRole('button', { name: text(locale, 'profile:phone.verify') }).click();
    await expect(panel.getByText(text(locale, 'profile:phone.confirmed').replace('{{phone}}', `+372${number}`))).toBeVisible();
    await back.click();
    await panel.locator('button[data-row="verification"]').click();
    await expect(
      panel.locator('li', { hasText: text(locale, 'profile:verification.phoneNumberVerified') }).locator('[data-ok]'),
    ).toHaveAttribute('data-ok', 'true');

    // Escape closes the panel; once its closing transition is over the stack is back at the
    // profile page, which the panel opens on next time.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveAttribute('data-open', 'false');
    await expect(opener).toBeFocused();
    await expect(title).toHaveText(text(locale, TITLES.profile));
    await opener.click();
    await expect(panel).toHaveAttribute('data-open', 'true');
    await expect(title).toHaveText(text(locale, TITLES.profile));
    await page.keyboard.press('Escape');

    // The compact balance bar; the menu panel's profile entry opens the profile panel; the search panel.
    await expect(page.getByTestId('balance-bar')).toContainText(nick);
    await page.locator('nav button[aria-controls="menu-panel"]').click();
    const menu = page.locator('#menu-panel');
    await expect(menu).toHaveAttribute('data-open', 'true');
    await menu.getByRole('button', { name: text(locale, 'common:panel.loggedInAs').replace('{{name}}', nick) }).click();
    await expect(panel).toHaveAttribute('data-open', 'true');
    await page.keyboard.press('Escape');
    await page.locator('nav button[aria-controls="search-panel"]').click();
    await expect(page.locator('#search-panel')).toHaveAttribute('data-open', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('#search-panel')).toHaveAttribute('data-open', 'false');
    await expectNoConsoleErrors(problems);
  });
});
