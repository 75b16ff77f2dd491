import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { href, LOCALES, type Locale, type RouteKey } from '../lib/routes';
import { ADMIN_TOKEN, PLATFORM_URL, SITE_URL } from './env';
import { PASSWORD, registerActivatedPlayer, seedSlot } from './players';
import { expectNoConsoleErrors, watchConsole } from './support';
import enWallet from '../locales/en/wallet.json';
import etWallet from '../locales/et/wallet.json';
import fiWallet from '../locales/fi/wallet.json';
import enCommon from '../locales/en/common.json';
import etCommon from '../locales/et/common.json';
import fiCommon from '../locales/fi/common.json';
import enProfile from '../locales/en/profile.json';
import etProfile from '../locales/et/profile.json';
import fiProfile from '../locales/fi/profile.json';

/**
 * What a player reads, walked in a real browser: the account, profile, wallet and bonus screens in
 * fi, et and en, at phone and desktop size, fail on an untranslated key (a text equal to one of
 * the locale files' keys, or a {{placeholder}} left in), a clause about zero free spins or zero
 * wagering, a heading shown twice, and a form control that another element covers where a
 * player would tap it.
 */

const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const GAME = { id: 11, slug: 'kuldne-mang', name: 'Kuldne Mäng' };
const WALLET = { fi: fiWallet, et: etWallet, en: enWallet } as const;
const COMMON = { fi: fiCommon, et: etCommon, en: enCommon } as const;
const PROFILE = { fi: fiProfile, et: etProfile, en: enProfile } as const;
/** The profile stack's pages besides the main page (components/layout/profilePageKeys.ts), less the wallet and list pages the walk opens elsewhere. */
const PROFILE_STACK = [
  'campaigns',
  'customer-support',
  'transactions',
  'pending-withdraws',
  'settings',
  'user',
  'avatar',
  'marketing',
  'phone',
  'verification',
  'close',
  'responsible-gaming',
  'play-overview',
  'documents',
  'upload-documents',
];

const ANONYMOUS_SCREENS: RouteKey[] = ['login', 'forgotPassword', 'registration'];
const PLAYER_SCREENS: RouteKey[] = [
  'profileLimits',
  'playOverview',
  'transactionsDeposits',
  'transactionsWithdraws',
  'transactionsGameActions',
  'campaigns',
  'bonusWheel',
  'bonusGame',
  'goldRush',
];

/** Every key of the locale files, bare ('loss.noLowerThan') and with its namespace ('limits:loss.noLowerThan'). */
function localeKeys(): string[] {
  const keys = new Set<string>();
  const walk = (namespace: string, value: unknown, prefix: string) => {
    if (value === null || typeof value !== 'object') {
      keys.add(prefix);
      keys.add(`${namespace}:${prefix}`);
      return;
    }
    for (const [key, inner] of Object.entries(value)) walk(namespace, inner, prefix ? `${prefix}.${key}` : key);
  };
  const folder = path.join(__dirname, '..', 'locales', 'en');
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    walk(file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')), '');
  }
  // A one-word key ('deposit') reads as a word in English: only dotted or namespaced keys tell.
  return [...keys].filter((key) => key.includes('.') || key.includes(':'));
}
const KEYS = localeKeys();

/** The page's problems a player would read or meet (run in the page). */
function readProblems([keys, scope]: [string[], string]): string[] {
  const problems: string[] = [];
  const known = new Set(keys);
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, noscript, iframe') || !shown(parent)) continue;
    if (known.has(text) || /\{\{|\}\}/.test(text)) problems.push(`untranslated: "${text}"`);
    if (/(^|[^\d.,])0 (ilmaiskierros|tasuta keerutus|free spin)|\b0 (kertaa|korda|times)\b/i.test(text))
      problems.push(`zero clause: "${text}"`);
  }

  const headings = Array.from(document.querySelectorAll('h1, h2, h3, caption'))
    .filter(shown)
    .map((heading) => (heading.textContent ?? '').trim())
    .filter(Boolean);
  // The same words as the heading right before it (a page heading repeated as a list's caption or an item's title).
  for (const [index, heading] of headings.entries())
    if (index > 0 && headings[index - 1] === heading) problems.push(`heading twice: "${heading}"`);

  for (const control of Array.from(
    document.querySelectorAll<HTMLElement>(['input', 'select', 'textarea', 'button'].map((tag) => `${scope} ${tag}`).join(', ')),
  )) {
    if (!shown(control) || (control instanceof HTMLInputElement && control.type === 'hidden')) continue;
    control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const box = control.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
    const top = document.elementFromPoint(x, y);
    if (!top || top === control || control.contains(top)) continue;
    const labels = 'labels' in control ? Array.from((control as HTMLInputElement).labels ?? []) : [];
    if (labels.some((label) => label.contains(top))) continue;
    problems.push(`covered: ${name(control)} by ${name(top)}`);
  }
  return problems;
}

/** Checks a screen once it has settled; `scope` holds the controls to check (the page's main, or a panel). */
async function expectReadable(page: Page, screen: string, scope = 'main') {
  await expect(page.locator('html')).toHaveAttribute('data-loaded', 'true');
  // The screen's own data has come (its requests are done; the polls leave quiet gaps).
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(readProblems, [KEYS, scope] as [string[], string]), screen).toEqual([]);
}

/** The profile area's opener and the element that holds its pages: the dropdown on a desktop, the side panel on a phone. */
function profileArea(page: Page, device: 'phone' | 'desktop') {
  return device === 'desktop'
    ? { opener: page.locator('header button[aria-controls="profile-dropdown"]'), scope: '#profile-dropdown' }
    : { opener: page.locator('nav button[aria-controls="profile-panel"]'), scope: '#profile-panel' };
}

/** The wallet's deposit and withdraw pages in the profile area. */
async function walkWallet(page: Page, locale: Locale, device: 'phone' | 'desktop') {
  const { opener, scope } = profileArea(page, device);
  for (const which of ['deposit', 'withdraw'] as const) {
    await page.goto(href('home', {}, locale));
    await opener.click();
    await page.locator(scope).getByRole('button', { name: WALLET[locale].profile[which], exact: true }).click();
    await expect(page.locator(scope).getByRole('heading', { name: WALLET[locale][which].title }).first()).toBeVisible();
    await expectReadable(page, `${which} (${device} profile area)`, scope);
  }
}

/**
 * Every page of the profile stack, reached as a player reaches it: the main page's rows, the
 * settings page's rows and the documents page's upload button, each page read and left with the
 * back button. Answers the pages walked.
 */
async function walkProfilePages(page: Page, locale: Locale, device: 'phone' | 'desktop'): Promise<string[]> {
  const { opener, scope } = profileArea(page, device);
  const area = page.locator(scope);
  const back = area.getByRole('button', { name: COMMON[locale].panel.back, exact: true });
  const walked: string[] = [];
  const open = async (key: string, click: () => Promise<void>) => {
    await click();
    await expect(area.locator(`section[data-profile-page="${key}"]`)).toBeVisible();
    await expectReadable(page, `${key} (${device} profile area)`, scope);
    walked.push(key);
  };
  const walkRows = async (parent: string) => {
    const rows = await area
      .locator(`${parent === 'profile' ? '' : `section[data-profile-page="${parent}"] `}button[data-row]`)
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-row') ?? ''));
    expect(rows.length, `${parent} has rows`).toBeGreaterThan(0);
    for (const row of rows) {
      await open(row, () => area.locator(`button[data-row="${row}"]`).click());
      if (row === 'settings') await walkRows('settings');
      if (row === 'documents') {
        await open('upload-documents', () =>
          area
            .locator('section[data-profile-page="documents"]')
            .getByRole('button', { name: PROFILE[locale].documents.upload, exact: true })
            .click(),
        );
        await back.click();
      }
      await back.click();
      await expect(area.locator(`section[data-profile-page="${row}"]`)).toHaveCount(0);
    }
  };
  await page.goto(href('home', {}, locale));
  await opener.click();
  await expect(area.locator('button[data-row]').first()).toBeVisible();
  await expectReadable(page, `profile (${device} profile area)`, scope);
  await walkRows('profile');
  return walked;
}

/** A player with money, free spins on a game and a played round, so the lists and bonus screens have rows. */
async function playerWithHistory(page: Page, request: APIRequestContext, locale: Locale) {
  const { email, userId } = await registerActivatedPlayer(request, locale, 'walk');
  const grant = await request.post(`${platformUrl}/sandbox/admin/players/${userId}/grant`, {
    headers: { 'x-admin-token': ADMIN_TOKEN },
    data: { cash: 50, freeSpins: 5, gameId: GAME.id },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  await seedSlot(request, userId, 3);
  const login = await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  // The site's popups open once for a new player, over whatever page comes first: seen and closed
  // here, as a player would, so that the screens below are what the player reads (a modal popup
  // covers the page on purpose).
  await page.goto(href('home', {}, locale));
  const popup = page.getByTestId('site-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('button').click();
  await expect(popup).toHaveCount(0);
  await page.goto(href('gamePlay', { slug: GAME.slug }, locale));
  const frame = page.frameLocator(`iframe[title="${GAME.name}"]`);
  await frame.locator('#spin').click();
  await expect(frame.locator('#spin')).toBeEnabled();
  await expect(frame.locator('#free-spins')).toHaveText('4');
}

// The popups are part of the walk (playerWithHistory), not closed whenever they show.
test.use({ closeSitePopups: false });

for (const locale of LOCALES) {
  for (const [device, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${device} ${locale}: the account, bonus and wallet screens read whole, once, and nothing covers their controls`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const problems = watchConsole(page);
      await page.setViewportSize(size);
      for (const key of ANONYMOUS_SCREENS) {
        await page.goto(href(key, {}, locale));
        await expectReadable(page, `${key} (anonymous)`);
      }
      await playerWithHistory(page, request, locale);
      for (const key of PLAYER_SCREENS) {
        await page.goto(href(key, {}, locale));
        await expectReadable(page, key);
      }
      await walkWallet(page, locale, device);
      await expectNoConsoleErrors(problems);
    });

    test(`${device} ${locale}: every page of the profile area reads whole, once, and nothing covers its controls`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const problems = watchConsole(page);
      await page.setViewportSize(size);
      await playerWithHistory(page, request, locale);
      expect((await walkProfilePages(page, locale, device)).sort()).toEqual([...PROFILE_STACK].sort());
      await expectNoConsoleErrors(problems);
    });
  }
}
