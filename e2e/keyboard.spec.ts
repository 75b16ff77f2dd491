import type { Frame } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { href } from '../lib/routes';
import fiCommon from '../locales/fi/common.json';
import fiProfile from '../locales/fi/profile.json';
import { loggedInPlayer } from './players';
import { DESKTOP, GAME, PHONE } from './site';

/**
 * Keyboard play, by keyboard alone (keyboard.press; the browser's Back and Forward for history):
 * focus stays on the slot's spin button after a spin and the outcome is announced; a profile panel
 * or dropdown opens on its heading, never on log out; Back and Forward step through the profile
 * pages and Back from the first closes it; nothing takes focus from under the player after load.
 */

/** Presses Tab until `reached` holds (bounded), as a keyboard player walks the page. */
async function tabUntil(page: Page, reached: () => Promise<boolean>, what: string, max = 120, key = 'Tab') {
  for (let step = 0; step < max; step += 1) {
    if (await reached()) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${what} not reached in ${max} Tab presses`);
}

/**
 * A new player's CMS notice opens once the page has loaded and takes focus, as a modal dialog
 * does: closed with Escape, as a keyboard player would, before the walk starts.
 */
async function closeNoticeByKeyboard(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-loaded', 'true');
  const notice = page.getByTestId('site-popup');
  await expect(notice).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
}

test.use({ closeSitePopups: false });

const activeIs = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('fi game: Enter on the spin button spins, focus stays there and the outcome is announced, spin after spin', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(href('gamePlay', { slug: GAME.slug }, 'fi'));
    const frameElement = page.locator(`iframe[title="${GAME.name}"]`);
    await expect(frameElement).toBeVisible();
    const frame = (await (await frameElement.elementHandle())?.contentFrame()) as Frame;
    await expect(frame.locator('#spin')).toBeVisible();
    const spinFocused = () => frame.evaluate(() => document.activeElement?.id === 'spin').catch(() => false);
    await tabUntil(page, spinFocused, 'the spin button');
    const announce = frame.locator('#announce');
    for (let spin = 1; spin <= 3; spin += 1) {
      await page.keyboard.press('Enter');
      await expect(frame.locator('#spin')).toHaveAttribute('aria-disabled', 'true');
      await expect(frame.locator('#spin')).not.toHaveAttribute('aria-disabled', 'true');
      await expect(announce).toHaveText(/^(Voitto|Ei voittoa).*Saldo/);
      expect(await spinFocused(), `focus after spin ${spin}`).toBe(true);
      await frame.evaluate(() => (document.getElementById('announce')!.textContent = ''));
    }
  });

  test('fi dropdown: opens on its heading; Back and Forward step through its pages; Back from the first closes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await loggedInPlayer(page, request, 'fi');
    await page.goto(href('slotsIndex', {}, 'fi'));
    const button = page.locator('header button[aria-controls="profile-dropdown"]');
    await expect(button).toBeVisible();
    await closeNoticeByKeyboard(page);
    const address = page.url();
    const historyLength = await page.evaluate(() => history.length);
    await tabUntil(page, () => activeIs(page, 'header button[aria-controls="profile-dropdown"]'), 'the balance button');
    await page.keyboard.press('Enter');
    const dropdown = page.locator('#profile-dropdown');
    const title = dropdown.locator('.dropdown-head h2');
    await expect(title).toHaveText(fiCommon.panel.profileTitle);
    await expect.poll(() => activeIs(page, '#profile-dropdown .dropdown-head h2')).toBe(true);

    // Tab to the settings row and open it, then its user data page.
    // The page's rows load on demand: a player tabs on once they show.
    await expect(dropdown.locator('button[data-row="settings"]')).toBeVisible();
    await tabUntil(page, () => activeIs(page, '#profile-dropdown button[data-row="settings"]'), 'the settings row', 40);
    await page.keyboard.press('Enter');
    await expect(title).toHaveText(fiCommon.profilePages.settings);
    await expect(dropdown.locator('button[data-row="user"]')).toBeVisible();
    await tabUntil(page, () => activeIs(page, '#profile-dropdown button[data-row="user"]'), 'the user data row', 40);
    await page.keyboard.press('Enter');
    await expect(title).toHaveText(fiProfile.pages.user);

    await page.goBack();
    await expect(title).toHaveText(fiCommon.profilePages.settings);
    await page.goBack();
    await expect(title).toHaveText(fiCommon.panel.profileTitle);
    await page.goForward();
    await expect(title).toHaveText(fiCommon.profilePages.settings);
    await page.goBack();
    await expect(title).toHaveText(fiCommon.panel.profileTitle);
    // Back from the first page closes the dropdown and stays on the page, focus back on the button.
    await page.goBack();
    await expect(dropdown).toHaveCount(0);
    expect(page.url()).toBe(address);
    await expect(button).toBeFocused();

    // Escape after opening pages drops the dropdown's entries: the next Back leaves as before.
    await page.keyboard.press('Enter');
    await expect(title).toHaveText(fiCommon.panel.profileTitle);
    // The page's rows load on demand: a player tabs on once they show.
    await expect(dropdown.locator('button[data-row="settings"]')).toBeVisible();
    await tabUntil(page, () => activeIs(page, '#profile-dropdown button[data-row="settings"]'), 'the settings row', 40);
    await page.keyboard.press('Enter');
    await expect(title).toHaveText(fiCommon.profilePages.settings);
    await page.keyboard.press('Escape');
    await expect(dropdown).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect.poll(() => page.evaluate(() => (history.state as Record<string, unknown> | null)?.__profileStack ?? null)).toBeNull();
    expect(await page.evaluate(() => history.length)).toBeGreaterThanOrEqual(historyLength);
  });

  test('fi login page: a keyboard player reaching the search field keeps focus; focus never drops to the body after load', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const drops: string[] = [];
      (window as unknown as { __drops: string[] }).__drops = drops;
      document.addEventListener(
        'focusout',
        (event) => {
          if (!(event as FocusEvent).relatedTarget) drops.push((event.target as Element).outerHTML.slice(0, 80));
        },
        true,
      );
    });
    await page.goto(href('login', {}, 'fi'));
    await tabUntil(page, () => activeIs(page, 'header input[type="search"]'), 'the search field');
    await page.keyboard.type('kul');
    // The live box (aria-controls its results) answers what was typed, in the same field.
    await expect(page.locator('header input[type="search"][aria-controls]')).toHaveValue('kul');
    await expect.poll(() => activeIs(page, 'header input[type="search"]')).toBe(true);
    await expect(page.getByTestId('search-dropdown').first()).toBeVisible();
    expect(await activeIs(page, 'header input[type="search"]')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __drops: string[] }).__drops)).toEqual([]);
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('fi profile panel: Enter opens it on its heading, not on log out; Back steps back a page and then closes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await loggedInPlayer(page, request, 'fi');
    await page.goto(href('slotsIndex', {}, 'fi'));
    const opener = page.locator('nav button[aria-controls="profile-panel"]');
    await expect(opener).toBeVisible();
    await closeNoticeByKeyboard(page);
    const address = page.url();
    // The bottom bar is last in the page: Shift+Tab reaches it from the start.
    await tabUntil(page, () => activeIs(page, 'nav button[aria-controls="profile-panel"]'), 'the profile button', 40, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const panel = page.locator('#profile-panel');
    await expect(panel).toHaveAttribute('data-open', 'true');
    await expect.poll(() => activeIs(page, '#profile-panel-title')).toBe(true);
    // Its rows have loaded meanwhile: focus stayed on the heading, not on a row and not on log out.
    await expect(panel.locator('button[data-row="settings"]')).toBeVisible();
    expect(await activeIs(page, '#profile-panel-title')).toBe(true);

    await tabUntil(page, () => activeIs(page, '#profile-panel button[data-row="settings"]'), 'the settings row', 40);
    await page.keyboard.press('Enter');
    const title = panel.locator('#profile-panel-title');
    await expect(title).toHaveText(fiCommon.profilePages.settings);
    await page.goBack();
    await expect(title).toHaveText(fiCommon.panel.profileTitle);
    await page.goForward();
    await expect(title).toHaveText(fiCommon.profilePages.settings);
    await page.goBack();
    await expect(title).toHaveText(fiCommon.panel.profileTitle);
    await page.goBack();
    await expect(panel).toHaveAttribute('data-open', 'false');
    expect(page.url()).toBe(address);
    await expect(opener).toBeFocused();
  });
});
