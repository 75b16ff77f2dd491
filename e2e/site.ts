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
