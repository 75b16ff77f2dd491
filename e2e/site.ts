import type { Page } from '@playwright/test';
import { href, type Locale } from '../lib/routes';
import enGames from '../locales/en/games.json';
import etGames from '../locales/et/games.json';
import fiGames from '../locales/fi/games.json';
import enHelp from '../locales/en/help.json';
import etHelp from '../locales/et/help.json';
import fiHelp from '../locales/fi/help.json';
import enWallet from '../locales/en/wallet.json';
import etWallet from '../locales/et/wallet.json';
import fiWallet from '../locales/fi/wallet.json';

/**
 * What several browser suites test the site with: the phone and desktop screen sizes, the seeded
 * game with a demo, and the translation files they read the expected texts from, by locale.
 */

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };
export const GAME = { slug: 'kuldne-mang', name: 'Kuldne Mäng' };
export const HELP = { fi: fiHelp, et: etHelp, en: enHelp } as const;
export const WALLET = { fi: fiWallet, et: etWallet, en: enWallet } as const;
export const GAMES = { fi: fiGames, et: etGames, en: enGames } as const;

/** At the sandbox bank (the page the site sent the player to): approve as a person it does not know yet. */
export async function approveAtBankAsNewPerson(page: Page): Promise<void> {
  await page.locator('input[name=identity][value=new]').check();
  await page.locator('button[value=approve]').click();
}

/**
 * A new customer's pay-and-play deposit through the home page's deposit block: amount, the two
 * consents, the bank's approval as a new person; returns once the player is back on home.
 */
export async function depositAsNewCustomer(page: Page, locale: Locale, amount: string): Promise<void> {
  const w = WALLET[locale];
  await page.goto(href('home', {}, locale));
  const block = page.locator('main').getByTestId('deposit-form');
  await block.getByLabel(w.deposit.amount, { exact: true }).fill(amount);
  await block.getByLabel(w.deposit.policy).check();
  await block.getByLabel(w.deposit.privacy).check();
  await block.getByRole('button', { name: w.deposit.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/sandbox/bank/deposit/'));
  await approveAtBankAsNewPerson(page);
  await page.waitForURL((url) => url.pathname === href('home', {}, locale));
}

/** What the slot says for 122, 217 and 238 (platform/src/sandbox/slot/page.ts), by language. */
export const SLOT_REFUSAL = {
  122: { fi: 'Tappiorajasi tulee vastaan', et: 'Kaotuslimiit on täis', en: 'Your loss limit is reached' },
  217: { fi: 'Pelitauko on voimassa', et: 'Mängupaus kestab', en: 'You are on a cool-off break' },
  238: {
    fi: 'Olet asettanut itsellesi pelikiellon',
    et: 'Oled end hasartmängudest välja arvanud',
    en: 'You have excluded yourself from gambling',
  },
} as const;
