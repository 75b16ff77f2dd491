/** Business constants of docs/product/constants.md, in one place. */

/** Polling intervals (ms). Limits/reality check run only while the balance is not loading. */
export const POLL_INTERVALS = {
  limits: 5000,
  realityCheck: 5000,
  freeSpins: 10000,
  balance: 10000,
  recentGames: 60000,
  favourites: 60000,
  jackpots: 20000,
  maintenance: 60000,
} as const;

export const DEPOSIT_MIN_DEFAULT = 10;
export const DEPOSIT_MAX_DEFAULT = 100000;
export const NEW_GAME_WINDOW_DAYS = 14;
export const AFFILIATE_COOKIE_MAX_AGE_S = 604800;
export const DEFAULT_AFFILIATE_REFERENCE = '1';
export const SEARCH_DEBOUNCE_MS = 900;
export const SEARCH_MIN_CHARS = 3;
export const MARKETING_PROMPT_DAYS = 30;
export const PHONE_MAX_LENGTH = 16;
export const PASSWORD_MIN_LENGTH = 6;
export const DROPDOWN_WIDTH_MAIN_PX = 450;
export const DROPDOWN_WIDTH_SUB_PX = 550;
export const SIDEBAR_TRANSITION_MS = 500;
/** Largest document file a player may upload (bytes). */
export const FILE_MAX_BYTES = 2097152;
/** Success, failure and result messages and boxes (limits, marketing, free-spin cancel) stay 5 s. */
export const MESSAGE_DURATION_MS = 5000;
export const READING_WORDS_PER_MINUTE = 200;
/** Thumbnails below the first screen are requested when this close to the viewport. */
export const LAZY_LOAD_MARGIN_PX = 200;

/** Cool-off lengths a player may choose (days). */
export const COOL_OFF_DAYS = [1, 3, 7] as const;
/** Reality-check intervals offered (minutes; 0 = off), as the platform accepts them. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60, 120] as const;
/** Loss-limit bounds when an entry carries none (EUR). */
export const LIMIT_MIN_DEFAULT = 10;
export const LIMIT_MAX_DEFAULT = 100000;
/** The free-spin list shows its pager above this many bonuses. */
export const FREE_SPIN_PAGER_ABOVE = 10;
/** Bonus wheel spins and deposit campaigns (the badges) are polled this often; the site's own choice. */
export const BONUS_BADGES_POLL_MS = 60000;
/**
 * The CMS pages the footer links to and the accept-checkboxes open (route 'infoPage'), by their
 * CMS slug: terms, privacy, responsible gaming, help (FAQ) and contact.
 */
export const INFO_PAGE_SLUGS = ['terms', 'privacy', 'responsible-gaming', 'help', 'contact'] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];
