import { expect, test, type APIRequestContext, type Page } from './fixtures';
import axe from 'axe-core';
import { href, type Locale } from '../lib/routes';
import enCommon from '../locales/en/common.json';
import etCommon from '../locales/et/common.json';
import fiCommon from '../locales/fi/common.json';
import enGames from '../locales/en/games.json';
import etGames from '../locales/et/games.json';
import fiGames from '../locales/fi/games.json';
import enHelp from '../locales/en/help.json';
import etHelp from '../locales/et/help.json';
import fiHelp from '../locales/fi/help.json';
import enWallet from '../locales/en/wallet.json';
import etWallet from '../locales/et/wallet.json';
import fiWallet from '../locales/fi/wallet.json';
import { ADMIN_TOKEN, PLATFORM_URL, SITE_URL } from './env';
import { completeAccountDialog, outboxMessage, PASSWORD, setupClient, uniqueIdentity } from './players';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * A player's first ten minutes, at phone (390×844) and desktop (1366×900) sizes, in fi
 * and one more language: the game fills a phone screen, the balance is there before any poll,
 * an over-withdrawal is answered with its limit, a game at €0 offers a deposit, verifying the
 * email logs in, the language switch keeps the query, the footer opens the CMS pages.
 */

const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
const HELP = { fi: fiHelp, et: etHelp, en: enHelp } as const;
const WALLET = { fi: fiWallet, et: etWallet, en: enWallet } as const;
const CLOSE = { fi: fiCommon.panel.close, en: enCommon.panel.close } as const;
const COMMON = { fi: fiCommon, et: etCommon, en: enCommon } as const;
const GAMES = { fi: fiGames, et: etGames, en: enGames } as const;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const GAME = { slug: 'kuldne-mang', name: 'Kuldne Mäng' };

/** A registered, activated player (with cash when asked), logged in in the page's browser context. */
async function loggedInPlayer(page: Page, request: APIRequestContext, locale: Locale, grant: { cash?: number; promo?: number } = {}) {
  const { email, nick } = uniqueIdentity('first');
  const headers = setupClient();
  const register = await request.post(`${platformUrl}/player/registerPlayer`, {
    headers,
    form: {
      email, password: PASSWORD, confirmPassword: PASSWORD, country: locale === 'et' ? 'EST' : 'FIN', registrationCurrency: 'EUR',
      language: locale, nickName: nick, firstName: 'Testi', lastName: 'Pelaaja', birthDate: '1990-05-17',
      ageChecked: 'true', policyChecked: 'true', privacyPolicyChecked: 'true',
    },
  });
  expect(register.ok(), await register.text()).toBe(true);
  const { userId } = (await register.json()) as { userId: number };
  const message = await outboxMessage(request, email);
  expect((await request.post(`${platformUrl}/player/activate`, { headers, form: { activationCode: String(message.code) } })).ok()).toBe(true);
  if (grant.cash || grant.promo) {
    const res = await request.post(`${platformUrl}/sandbox/admin/players/${userId}/grant`, { headers: { 'x-admin-token': ADMIN_TOKEN }, data: grant });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const login = await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return { email, nick, userId };
}

const headerBottom = (page: Page) => page.locator('header').first().evaluate((node) => node.getBoundingClientRect().bottom);

for (const locale of ['fi', 'en'] as const) {
  test.describe(`game page (${locale})`, () => {
    test('phone: the game fills the screen under the bar with spin in view; desktop: 16:9 at the largest size; a full-screen button', async ({ page, request }) => {
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
      for (const size of [PHONE, { width: 360, height: 640 }, { width: 844, height: 390 }, { width: 640, height: 360 }, { width: 768, height: 1024 }]) {
        await page.setViewportSize(size);
        await expect
          .poll(async () => {
            const top = await headerBottom(page);
            const box = await frame.boundingBox();
            if (!box) return 0;
            const visible = Math.min(box.y + box.height, size.height) - Math.max(box.y, top);
            return visible / (size.height - top);
          }, { message: `frame share at ${size.width}×${size.height}` })
          .toBeGreaterThanOrEqual(0.8);
        const button = await spin.boundingBox();
        expect(button, `spin at ${size.width}×${size.height}`).not.toBeNull();
        expect(button!.y).toBeGreaterThanOrEqual(0);
        expect(button!.y + button!.height, `spin bottom at ${size.width}×${size.height}`).toBeLessThanOrEqual(size.height);
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

    for (const [device, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      test(`${device}: a game at €0 offers a deposit in the player's language, and the deposit is made from inside the game`, async ({ page, request }) => {
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
        await expectNoConsoleErrors(problems.filter((problem) => !(problem.refusal?.status === 409 && problem.refusal.path.startsWith('/api/sandbox/slot/'))));
      });
    }
  });
}

for (const locale of ['fi', 'et'] as const) {
  test.describe(`balance and deposit button (${locale})`, () => {
    for (const [device, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      test(`${device}: the balance shows before any poll interval (clock held still), with a same-size placeholder before`, async ({ page, request }) => {
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

    for (const [device, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      test(`${device} over-withdrawal: the form answers with the max before the forfeit question; the platform with 117 and its limit`, async ({ page, request }) => {
        const problems = watchConsole(page);
        const w = WALLET[locale];
        await page.setViewportSize(size);
        await loggedInPlayer(page, request, locale, { cash: 45, promo: 5 });
        await page.goto(href('home', {}, locale));
        // The profile: the header's dropdown on a desktop, the side panel from the bottom bar on a phone.
        const profile = page.locator(device === 'phone' ? 'nav button[aria-controls="profile-panel"]' : 'header button[aria-controls="profile-dropdown"]');
        await expect(page.getByTestId(device === 'phone' ? 'bar-balance' : 'header-balance')).toHaveText('€50.00');
        await profile.click();
        const dropdown = page.locator(device === 'phone' ? '#profile-panel' : '#profile-dropdown');
        await dropdown.getByRole('button', { name: w.profile.withdraw, exact: true }).click();
        const form = dropdown.getByTestId('withdraw-form');
        await form.getByLabel(w.withdraw.amount).fill('9999');
        await form.getByRole('button', { name: w.withdraw.submit }).click();
        await expect(form.getByRole('alert')).toHaveText(w.withdraw.max.replace('{{amount}}', '€45.00'));
        await expect(dropdown.getByTestId('withdraw-confirm')).toHaveCount(0);

        const answer = await page.request.post('/api/payment/withdraw', { form: { amount: '9999', method: 'bank' } });
        expect(answer.status()).toBe(400);
        expect(await answer.json()).toMatchObject({ success: false, errorCode: 117, params: { paymentLimit: { maxAmount: 45 } } });
        await expectNoConsoleErrors(problems);
      });
    }

    for (const [device, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      test(`${device}: verifying the email logs the new player in (first login: the limits page)`, async ({ page, request }) => {
        const problems = watchConsole(page);
        await page.setViewportSize(size);
        const { email, nick } = uniqueIdentity('verify');
        const register = await request.post(`${platformUrl}/player/registerPlayer`, {
          headers: setupClient(),
          form: {
            email, password: PASSWORD, confirmPassword: PASSWORD, country: locale === 'et' ? 'EST' : 'FIN', registrationCurrency: 'EUR',
            language: locale, nickName: nick, firstName: 'Testi', lastName: 'Pelaaja', birthDate: '1990-05-17',
            ageChecked: 'true', policyChecked: 'true', privacyPolicyChecked: 'true',
          },
        });
        expect(register.ok()).toBe(true);
        const message = await outboxMessage(request, email);
        await page.goto(`${href('verifyEmail', {}, locale)}?code=${encodeURIComponent(String(message.code))}`);
        const form = page.locator('main form');
        await expect(form.locator('input[name=code]')).toHaveValue(String(message.code));
        await form.locator('button[type=submit]').click();
        await page.waitForURL((url) => url.pathname === href('profileLimits', {}, locale), { timeout: 20_000 });
        await expect(page.locator(device === 'phone' ? '[data-testid=balance-bar]' : 'header button[aria-controls="profile-dropdown"]')).toContainText(nick);
        await expectNoConsoleErrors(problems);
      });
    }
  });
}

test.describe('language switch, footer, home page', () => {
  for (const [locale, other] of [['fi', 'en'], ['et', 'fi']] as const) {
    for (const [device, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      test(`${device} ${locale}: switching language keeps ?q= on search and ?page= on a group page (${device === 'phone' ? 'footer' : 'header'} switch)`, async ({ page }) => {
        const problems = watchConsole(page);
        await page.setViewportSize(size);
        // A desktop switches in the header; a phone's header has no room for it, so the footer.
        const switchTo = async (target: typeof other) => {
          const link = page.locator(device === 'phone' ? '[data-testid=site-footer]' : 'header').getByTestId(`lang-${target}`);
          // Centred, so the phone's fixed bottom navigation does not cover it.
          await link.evaluate((node) => node.scrollIntoView({ block: 'center' }));
          await link.click();
        };

        await page.goto(`${href('search', {}, locale)}?q=book`);
        await switchTo(other);
        await page.waitForURL((url) => url.pathname === href('search', {}, other));
        expect(new URL(page.url()).searchParams.get('q')).toBe('book');
        await expect(page.locator('main').getByTestId('search-results').getByRole('link', { name: /Book of/ }).first()).toBeVisible();

        const group = { id: 1, slug: 'popular' };
        await page.goto(`${href('slotsGroup', group, locale)}?page=2`);
        await switchTo(other);
        await page.waitForURL((url) => url.pathname === href('slotsGroup', group, other));
        expect(new URL(page.url()).searchParams.get('page')).toBe('2');
        const pager = page.getByRole('navigation', { name: GAMES[other].pagination.label });
        await expect(pager.locator('a[aria-current=page]')).toHaveText('2');
        await expectNoConsoleErrors(problems);
      });
    }
  }

  for (const locale of ['fi', 'et'] as const) {
    for (const [device, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      test(`${device} ${locale}: footer links open the CMS pages; 18+ and the helpline are shown`, async ({ page }) => {
        const problems = watchConsole(page);
        const h = HELP[locale];
        await page.setViewportSize(size);
        await page.goto(href('home', {}, locale));
        const footer = page.getByTestId('site-footer');
        await expect(footer.getByTestId('responsible-notice')).toContainText('18+');
        await expect(footer.getByTestId('responsible-notice')).toContainText(h.helpline.name);
        for (const slug of ['terms', 'privacy', 'responsible-gaming', 'help', 'contact'] as const) {
          const link = page.getByTestId('site-footer').getByRole('link', { name: h.links[slug], exact: true });
          // Centred, so the phone's fixed bottom navigation does not cover it.
          await link.evaluate((node) => node.scrollIntoView({ block: 'center' }));
          await link.click();
          await page.waitForURL((url) => url.pathname === href('infoPage', { slug }, locale));
          await expect(page.locator('main h1')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
        }
        if (device === 'phone') {
          await page.locator('button[aria-controls="menu-panel"]').click();
          await expect(page.locator('#menu-panel').getByTestId('responsible-notice')).toContainText(h.helpline.name);
        }
        await expectNoConsoleErrors(problems);
      });
    }

    test(`${locale}: every accept-checkbox links to its CMS page`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.setViewportSize(PHONE);
      await page.goto(href('registration', {}, locale));
      const main = page.locator('main');
      await expect(main.locator('[data-info-link="terms"]')).toHaveAttribute('href', href('infoPage', { slug: 'terms' }, locale));
      await expect(main.locator('[data-info-link="privacy"]')).toHaveAttribute('href', href('infoPage', { slug: 'privacy' }, locale));
      await page.goto(href('home', {}, locale));
      const block = main.getByTestId('deposit-form');
      await expect(block.locator('[data-info-link="terms"]')).toHaveAttribute('href', href('infoPage', { slug: 'terms' }, locale));
      await expect(block.locator('[data-info-link="privacy"]')).toHaveAttribute('href', href('infoPage', { slug: 'privacy' }, locale));
      const response = await page.request.get(href('infoPage', { slug: 'privacy' }, locale));
      expect(response.status()).toBe(200);
      await expectNoConsoleErrors(problems);
    });
  }

  for (const locale of ['fi', 'et'] as const) {
    test(`${locale} home: anonymous phones see the pay-and-play deposit above the fold; a logged-in player sees deposit, not registration (phone and desktop)`, async ({ page, request }) => {
      const problems = watchConsole(page);
      await page.setViewportSize(PHONE);
      await page.goto(href('home', {}, locale));
      // Measured once the page has settled: the player load is done and the affiliate banner is in.
      await expect(page.getByTestId('affiliate-banner')).toBeVisible();
      const form = page.locator('main').getByTestId('deposit-form');
      const amount = form.getByLabel(WALLET[locale].deposit.amount, { exact: true });
      await expect(amount).toBeVisible();
      const box = (await amount.boundingBox())!;
      // The quick amounts and the amount field are above the fold (above the bottom navigation).
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height - 64);

      const { nick } = await loggedInPlayer(page, request, locale, { cash: 10 });
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        await page.goto(href('home', {}, locale));
        await expect(page.getByTestId('welcome-back')).toContainText(nick);
        await expect(page.locator(`main a[href="${href('registration', {}, locale)}"]`)).toHaveCount(0);
        await expect(page.getByTestId('welcome-back').getByTestId('deposit-button')).toBeVisible();
      }
      await expectNoConsoleErrors(problems);
    });
  }
});

for (const locale of ['fi', 'et'] as const) {
  for (const [device, size, person] of [['phone', PHONE, 0], ['desktop', DESKTOP, 1]] as const) {
    test(`${device} ${locale} bank login: a returning player goes back to the page the login started from (a first login to the limits page)`, async ({ page }) => {
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
        await (identity === 'new' ? page.locator('input[name=identity][value=new]') : page.locator('input[name=identity]').nth(identity)).check();
        await page.locator('button[value=approve]').click();
      };
      const logout = async () => {
        await page.locator(device === 'phone' ? 'nav button[aria-controls="profile-panel"]' : 'header button[aria-controls="profile-dropdown"]').click();
        await page.locator(device === 'phone' ? '#profile-panel' : '#profile-dropdown').getByTestId('logout').click();
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

test.describe('site-settings popups', () => {
  test.use({ closeSitePopups: false });
  for (const [locale, device, size] of [['fi', 'phone', PHONE], ['en', 'desktop', DESKTOP]] as const) {
    test(`${device} ${locale}: the CMS popup shows once per player as a modal dialog, closed by its button or Escape`, async ({ page, request }) => {
      const problems = watchConsole(page);
      await page.setViewportSize(size);
      // The popups as the CMS defines them for this language.
      const settings = await request.get(`${SITE_URL}/api/cms/site-settings`, { params: { lang: locale } });
      const cms = ((await settings.json()) as { popups: { title: string; bodyHtml: string }[] }).popups[0];
      expect(cms?.title).toBeTruthy();
      const popup = page.getByRole('dialog', { name: cms.title });
      const deposit = page.getByTestId('deposit-button').filter({ visible: true }).first();

      // Anonymous visitors are not players yet: no popup.
      await page.goto(href('news', {}, locale));
      await expect(page.getByTestId('loading-screen')).toHaveCount(0);
      await expect(page.getByTestId('site-popup')).toHaveCount(0);

      await loggedInPlayer(page, request, locale);
      await page.goto(href('news', {}, locale));
      await expect(popup).toBeVisible();
      await expect(popup).toHaveAttribute('aria-modal', 'true');
      await expect(popup).toContainText(cms.bodyHtml.replace(/<[^>]+>/g, ''));
      const close = popup.getByRole('button', { name: CLOSE[locale] });
      await expect(close).toBeFocused();
      await page.addScriptTag({ content: axe.source });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: typeof axe }).axe.run('[data-testid=site-popup]', { resultTypes: ['violations'] });
        return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
      });
      expect(violations).toEqual([]);
      const box = (await popup.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();

      // Seen: not again for this player, after a reload or on another page.
      await page.reload();
      await expect(deposit).toBeVisible();
      await expect(page.getByTestId('site-popup')).toHaveCount(0);
      await page.goto(href('home', {}, locale));
      await expect(deposit).toBeVisible();
      await expect(page.getByTestId('site-popup')).toHaveCount(0);

      // Another player on the same browser sees it once too; the close button closes it.
      await loggedInPlayer(page, request, locale);
      await page.reload();
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: CLOSE[locale] }).click();
      await expect(popup).toBeHidden();
      await page.reload();
      await expect(deposit).toBeVisible();
      await expect(page.getByTestId('site-popup')).toHaveCount(0);
      await expectNoConsoleErrors(problems);
    });
  }
});

for (const [locale, device, size] of [['fi', 'phone', PHONE], ['et', 'desktop', DESKTOP]] as const) {
  test(`${device} ${locale}: a game thumbnail loads 200 px before it scrolls into view, not earlier`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize(size);
    // A group page: a grid of thumbnails running far below the fold.
    await page.goto(href('slotsGroup', { id: '1', slug: 'popular' }, locale));
    await expect(page.getByTestId('loading-screen')).toHaveCount(0);
    const cards = page.locator('main article');
    await expect(cards.first().locator('img')).toBeVisible();
    // Each card's position relative to the viewport, and whether its thumbnail has been requested.
    const state = () =>
      cards.evaluateAll((nodes) =>
        nodes.map((node) => ({ top: node.getBoundingClientRect().top, waiting: !node.querySelector('img[src*="/thumbnails/"]') })),
      );
    // The first card still waiting (the layout has settled: the loading screen is gone).
    const far = (await state()).findIndex((card) => card.waiting);
    expect(far, 'the page has thumbnails waiting under the fold').toBeGreaterThan(0);
    const scrollTo = (offset: number) =>
      page.evaluate(
        ([index, below]) => {
          const node = document.querySelectorAll('main article')[index];
          window.scrollBy(0, node.getBoundingClientRect().top - window.innerHeight - below);
        },
        [far, offset],
      );
    // 260 px under the fold: outside the 200 px margin, it still waits (two frames for the observer to answer).
    await scrollTo(260);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await state())[far].waiting).toBe(true);
    // 150 px under the fold: inside the margin, it loads.
    await scrollTo(150);
    await expect.poll(async () => (await state())[far].waiting).toBe(false);
    await expect(cards.nth(far).locator('img')).toHaveAttribute('src', /thumbnails\/.+\.svg/);
    await expectNoConsoleErrors(problems);
  });
}

/** True when every element's text runs on one line (a line break inside "€100.00" or "100 €" is the bug). */
const oneLine = (nodes: Element[]) =>
  nodes.map((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
    return { text: node.textContent, lines: tops.size };
  });

for (const locale of ['fi', 'et'] as const) {
  test(`${locale} phone and desktop details: amount chips and jackpot sums on one line; the desktop games menu closes after a click`, async ({ page }) => {
    const problems = watchConsole(page);
    for (const size of [PHONE, { width: 360, height: 640 }, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(href('home', {}, locale));
      await expect(page.getByTestId('loading-screen')).toHaveCount(0);
      const chips = page.locator('main').getByTestId('deposit-form').getByRole('button', { name: /€/ });
      await expect(chips.first()).toBeVisible();
      for (const chip of await chips.evaluateAll(oneLine)) expect(chip.lines, `chip "${chip.text}" at ${size.width} px`).toBe(1);
      const sums = page.getByTestId('jackpots').locator('.amount');
      await expect(sums.first()).toBeVisible();
      for (const sum of await sums.evaluateAll(oneLine)) expect(sum.lines, `jackpot "${sum.text}" at ${size.width} px`).toBe(1);
    }

    // Desktop: a games-menu entry opens its page and the menu does not stay open over it.
    const nav = page.locator('header nav').filter({ has: page.locator('ul ul') }).first();
    const parent = nav.locator(':scope > ul > li').filter({ has: page.locator('ul') }).first();
    await parent.hover();
    const child = parent.locator('ul a').first();
    await expect(child).toBeVisible();
    const target = await child.getAttribute('href');
    await child.click();
    await page.waitForURL((url) => url.pathname === target);
    await page.mouse.move(5, DESKTOP.height - 5);
    await expect(parent.locator('ul')).toBeHidden();
    await expectNoConsoleErrors(problems);
  });
}

/** WCAG relative luminance contrast of two computed CSS colours ("rgb(r, g, b)" / "rgba(r, g, b, a)"). */
function contrast(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

for (const locale of ['fi', 'et'] as const) {
  for (const [device, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    test(`${device} ${locale}: the search field's clear button is visible, named, at least 24×24 px with 3:1 contrast, and clears by keyboard`, async ({ page }) => {
      const problems = watchConsole(page);
      const g = GAMES[locale];
      await page.setViewportSize(size);
      await page.goto(href('home', {}, locale));
      await expect(page.getByTestId('loading-screen')).toHaveCount(0);
      // The header's field on a desktop, the search panel's from the bottom bar on a phone.
      let scope = page.locator('header');
      if (device === 'phone') {
        await page.locator('nav button[aria-controls="search-panel"]').click();
        scope = page.locator('#search-panel');
      }
      const field = scope.getByRole('searchbox', { name: g.search.label });
      const clear = scope.getByRole('button', { name: g.search.clear });
      await expect(field).toBeVisible();
      await expect(clear).toHaveCount(0);
      await field.click();
      await page.keyboard.type('book');
      await expect(clear).toBeVisible();

      const box = (await clear.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      const fieldBox = (await field.boundingBox())!;
      // Inside the field, clear of the search button.
      expect(box.x).toBeGreaterThanOrEqual(fieldBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(fieldBox.x + fieldBox.width);
      const submit = (await scope.getByRole('button', { name: g.search.submit, exact: true }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(submit.x);
      // The cross's colour against what is behind it: its own background, or the field's when transparent.
      const colours = await clear.evaluate((button) => {
        const input = button.parentElement!.querySelector('input')!;
        const own = getComputedStyle(button).backgroundColor;
        const transparent = own === 'transparent' || /rgba\(.*,\s*0\)$/.test(own);
        const icon = button.querySelector('svg');
        const stroke = icon ? getComputedStyle(icon.querySelector('path') ?? icon).stroke : 'none';
        return {
          fg: stroke && stroke !== 'none' ? stroke : getComputedStyle(button).color,
          bg: transparent ? getComputedStyle(input).backgroundColor : own,
        };
      });
      expect(colours.bg).toMatch(/^rgba?\(/);
      expect(contrast(colours.fg, colours.bg), `${colours.fg} on ${colours.bg}`).toBeGreaterThanOrEqual(3);

      // Keyboard: Tab from the field reaches the button; Enter empties the field and gives it focus back.
      await field.focus();
      await page.keyboard.press('Tab');
      await expect(clear).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field).toHaveValue('');
      await expect(field).toBeFocused();
      await expect(clear).toHaveCount(0);
      await expect(scope.getByTestId('search-dropdown')).toBeHidden();
      await expectNoConsoleErrors(problems);
    });
  }
}
