import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { href, LOCALES, type Locale } from '../lib/routes';
import enAccount from '../locales/en/account.json';
import etAccount from '../locales/et/account.json';
import fiAccount from '../locales/fi/account.json';
import enErrors from '../locales/en/errors.json';
import etErrors from '../locales/et/errors.json';
import fiErrors from '../locales/fi/errors.json';
import enLimits from '../locales/en/limits.json';
import etLimits from '../locales/et/limits.json';
import fiLimits from '../locales/fi/limits.json';
import enPlay from '../locales/en/play.json';
import etPlay from '../locales/et/play.json';
import fiPlay from '../locales/fi/play.json';
import { ADMIN_TOKEN, GLOBAL_STATE, PLATFORM_URL, SITE_URL } from './env';
import { PASSWORD, registerActivatedPlayer, seedSlot } from './players';
import { SLOT_REFUSAL } from './site';
import { expectNoConsoleErrors, watchConsole, type ExpectedRefusal } from './support';

/**
 * Responsible gaming in the browser, in fi, et and en: a daily loss limit that the slot enforces
 * (the translated 122 refusal), a raise that waits for the period end and is confirmed in the
 * modal after the sandbox clock has moved past it, and a cool-off with a wrong and then the right
 * password, after which a deposit and a spin are refused with 217.
 */

const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
const LIMITS = { fi: fiLimits, et: etLimits, en: enLimits } as const;
const ERRORS = { fi: fiErrors, et: etErrors, en: enErrors } as const;
const ACCOUNT = { fi: fiAccount, et: etAccount, en: enAccount } as const;
const PLAY = { fi: fiPlay, et: etPlay, en: enPlay } as const;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The cool-off refusal with its end: the text around {{date}}, a date with a year and a time in it. */
const coolOffUntil = (locale: Locale) => {
  const [before, after] = ERRORS[locale].coolOffUntil.split('{{date}}');
  return new RegExp(`${escapeRegExp(before)}\\d{1,2}\\.? \\S+ \\d{4} \\S+ \\d\\d[.:]\\d\\d${escapeRegExp(after)}`);
};
const GAME = { id: 11, slug: 'kuldne-mang', name: 'Kuldne Mäng' };

async function loggedInPlayer(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  cash: number,
): Promise<{ userId: number; email: string }> {
  const { email, userId } = await registerActivatedPlayer(request, locale, 'limits');
  const grant = await request.post(`${platformUrl}/sandbox/admin/players/${userId}/grant`, {
    headers: { 'x-admin-token': ADMIN_TOKEN },
    data: { cash },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  await login(page, email);
  return { userId, email };
}

/** Logs in through the site's /api rewrite so the session cookie belongs to the site's origin. */
async function login(page: Page, email: string) {
  const res = await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The slot frame of the game page, its spin path (for the expected refusal) and a bet choice. */
async function openSlot(page: Page, locale: Locale) {
  await page.goto(href('gamePlay', { slug: GAME.slug }, locale));
  const iframe = page.locator(`iframe[title="${GAME.name}"]`);
  await expect(iframe).toHaveAttribute('src', /^\/api\/sandbox\/slot\//);
  const src = (await iframe.getAttribute('src')) as string;
  const frame = page.frameLocator(`iframe[title="${GAME.name}"]`);
  await expect(frame.locator('#balance')).not.toHaveText('');
  return { frame, spinPath: `${src}/spin` };
}

const lossLimit = (page: Page, kind: 'dailyLoss') => page.getByTestId(`limit-${kind}`);

for (const locale of LOCALES) {
  const t = LIMITS[locale];

  // Moving the sandbox clock a day ends every session on the platform: one at a time, after the others.
  test.describe(`loss limits (${locale})`, { tag: GLOBAL_STATE }, () => {
    test('set a daily limit, play until the slot refuses with 122, raise it, cross the day end with the sandbox clock, confirm in the modal', async ({
      page,
      request,
    }) => {
      const problems = watchConsole(page);
      const daily = lossLimit(page, 'dailyLoss');
      const amount = daily.getByLabel(t.loss.newAmount);
      const { email, userId } = await loggedInPlayer(page, request, locale, 1500);
      // Seed 1's first rounds win 10 and then 6 line bets: at 10 € a spin the day's loss is 0 €
      // after the first spin and 4 € after the second, so the third 10 € bet would take it to 14 €.
      await seedSlot(request, userId, 1);
      await page.goto(href('profileLimits', {}, locale));
      // Entry rules first: out of range, then a valid first limit.
      await amount.fill('5');
      await daily.getByRole('button', { name: t.loss.save }).click();
      // The message names the field, and the field takes focus.
      await expect(daily.getByText(`${t.loss.newAmount}: Min 10€ - Max 100000€`)).toBeVisible();
      await expect(amount).toBeFocused();
      await amount.fill('10');
      await daily.getByRole('button', { name: t.loss.save }).click();
      await expect(daily.getByText(t.loss.saved)).toBeVisible();
      await expect(daily.getByTestId('limit-amount')).toContainText('10');

      const { frame, spinPath } = await openSlot(page, locale);
      await frame.locator('#bet').selectOption('10.00');
      const balance = frame.locator('#balance');
      for (const round of [
        { win: '€10.00', balance: '€1,500.00' },
        { win: '€6.00', balance: '€1,496.00' },
      ]) {
        await frame.locator('#spin').click();
        // The button is disabled while the round is played, and enabled once it is shown.
        await expect(frame.locator('#spin')).toBeEnabled();
        await expect(frame.locator('#win')).toHaveText(round.win);
        await expect(balance).toHaveText(round.balance);
      }
      // The third spin is refused with 122, said in the page's language; nothing moves.
      await frame.locator('#spin').click();
      await expect(frame.locator('#spin')).toBeEnabled();
      await expect(frame.locator('#message')).toContainText(SLOT_REFUSAL[122][locale]);
      await expect(balance).toHaveText('€1,496.00');

      // A raise waits for the end of the day.
      await page.goto(href('profileLimits', {}, locale));
      await amount.fill('50');
      await daily.getByRole('button', { name: t.loss.save }).click();
      await expect(daily.getByText(t.loss.saved)).toBeVisible();
      await expect(daily.getByTestId('limit-pending')).toContainText('50');
      await expect(daily.getByTestId('limit-amount')).toContainText('10');
      await expect(page.getByTestId('loss-limit-modal')).toHaveCount(0);

      // The next day (the idle session has ended by then): log in again and confirm the raise.
      await page.goto('about:blank');
      const moved = await request.post(`${platformUrl}/sandbox/admin/clock/advance`, {
        headers: { 'x-admin-token': ADMIN_TOKEN },
        data: { days: 1 },
      });
      expect(moved.ok(), await moved.text()).toBe(true);
      await login(page, email);
      await page.goto(href('profileLimits', {}, locale));
      const modal = page.getByRole('dialog', { name: t.modal.title });
      await expect(modal).toBeVisible();
      await expect(modal).toContainText('50');
      await expect(modal.getByRole('button', { name: t.modal.confirm })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal).toBeVisible();
      await modal.getByRole('button', { name: t.modal.confirm }).click();
      await expect(modal.getByText(t.modal.confirmed)).toBeVisible();
      await modal.getByRole('button', { name: t.modal.close }).click();
      await expect(modal).toHaveCount(0);
      await expect(daily.getByTestId('limit-amount')).toContainText('50');
      await expect(daily.getByTestId('limit-pending')).toHaveCount(0);

      await expectNoConsoleErrors(problems, [{ status: 403, path: spinPath }]);
    });
  });
}

for (const locale of LOCALES) {
  const t = LIMITS[locale];

  test.describe(`cool-off (${locale})`, () => {
    test('a wrong then the right password starts the break; then the open game, a new launch and a deposit are refused with 217', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const problems = watchConsole(page);
      await loggedInPlayer(page, request, locale, 50);
      const provoked: ExpectedRefusal[] = [{ status: 401, path: '/api/player/limit/coolOff' }];

      // A game open in another tab before the break starts.
      const gameTab = await page.context().newPage();
      await gameTab.addLocatorHandler(gameTab.getByTestId('site-popup'), async (popup) => popup.getByRole('button').click());
      const gameProblems = watchConsole(gameTab);
      const { frame, spinPath } = await openSlot(gameTab, locale);
      const balance = await frame.locator('#balance').textContent();

      await page.goto(href('profileLimits', {}, locale));
      const section = page.getByTestId('cool-off');
      await section.getByLabel(t.coolOff.pick).selectOption('1');
      await section.getByRole('button', { name: t.coolOff.next }).click();
      // Cancel goes back to the pick step.
      await section.getByRole('button', { name: t.coolOff.cancel }).click();
      await expect(section.getByLabel(t.coolOff.password)).toHaveCount(0);
      await section.getByRole('button', { name: t.coolOff.next }).click();
      await expect(section.getByLabel(t.coolOff.password)).toBeFocused();
      await section.getByLabel(t.coolOff.password).fill('not-my-password');
      await section.getByRole('button', { name: t.coolOff.confirm }).click();
      // The platform's 109 is marked on the password, which takes focus.
      await expect(section.getByText(`${t.coolOff.password}: ${ACCOUNT[locale].validation.wrongPassword}`)).toBeVisible();
      await expect(section.getByLabel(t.coolOff.password)).toBeFocused();
      await section.getByLabel(t.coolOff.password).fill(PASSWORD);
      await section.getByRole('button', { name: t.coolOff.confirm }).click();
      await expect(section.getByText(t.coolOff.started.split('{{')[0].trim())).toBeVisible();
      await expect(section.getByText(t.coolOff.active.split('{{')[0].trim())).toBeVisible();

      // The game that was already open: its next spin is refused with 217, in the player's language.
      await frame.locator('#spin').click();
      await expect(frame.locator('#message')).toContainText(SLOT_REFUSAL[217][locale]);
      await expect(frame.locator('#balance')).toHaveText(balance ?? '');
      await expectNoConsoleErrors(gameProblems, [{ status: 403, path: spinPath }]);
      await gameTab.close();

      // A new launch is refused before any game opens: until when, and no "try again" that cannot succeed.
      await page.goto(href('gamePlay', { slug: GAME.slug }, locale));
      await expect(page.getByText(coolOffUntil(locale))).toBeVisible();
      await expect(page.getByRole('button', { name: PLAY[locale].game.retry })).toHaveCount(0);
      await expect(page.locator(`iframe[title="${GAME.name}"]`)).toHaveCount(0);

      // A deposit is refused before the player is sent to the bank.
      const deposit = await page.request.post(`${SITE_URL}/api/payment/confirmDeposit`, {
        form: { amount: '20', method: 'bank', currency: 'EUR' },
      });
      expect(deposit.status()).toBe(403);
      expect((await deposit.json()).errorCode).toBe(217);

      await expectNoConsoleErrors(problems, [...provoked, { status: 403, path: `/api/game/real/${GAME.id}` }]);
    });
  });
}

for (const locale of LOCALES) {
  test(`self-exclusion (${locale}): a player put in the register while a game is open is stopped at the next spin, and no new game opens`, async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const { userId } = await loggedInPlayer(page, request, locale, 50);
    const { frame, spinPath } = await openSlot(page, locale);
    await frame.locator('#spin').click();
    await expect(frame.locator('#spin')).toBeEnabled();
    const balance = await frame.locator('#balance').textContent();

    const entry = await request.post(`${platformUrl}/sandbox/admin/selfExclusion/entries`, {
      headers: { 'x-admin-token': ADMIN_TOKEN },
      data: { playerId: userId },
    });
    expect(entry.ok(), await entry.text()).toBe(true);
    await frame.locator('#spin').click();
    await expect(frame.locator('#message')).toContainText(SLOT_REFUSAL[238][locale]);
    await expect(frame.locator('#balance')).toHaveText(balance ?? '');

    await page.goto(href('gamePlay', { slug: GAME.slug }, locale));
    await expect(page.getByText(ERRORS[locale].selfExclusion)).toBeVisible();
    await expect(page.locator(`iframe[title="${GAME.name}"]`)).toHaveCount(0);
    await expectNoConsoleErrors(problems, [
      { status: 403, path: spinPath },
      { status: 403, path: `/api/game/real/${GAME.id}` },
    ]);
  });
}
