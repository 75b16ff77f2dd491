/** The account features' keys in session and local storage, and safe access to session storage (blocked storage is ignored). */

/** Session storage keys of the account features. */
export const STORAGE_KEYS = {
  /** Epoch ms when the session timer started (login time in this tab). */
  sessionTimerStart: 'sessionTimerStart',
  /** {x, y} of the draggable session timer. */
  sessionTimerPosition: 'sessionTimerPosition',
  /** How the player is logging in ('bank' while a bank login is under way). */
  authType: 'authType',
  /** The bank login token between initLogin and the return from the bank. */
  bankLoginToken: 'bankLoginToken',
} as const;

/** Local storage key: when the marketing consent prompt was last shown (epoch ms). */
export const MARKETING_PROMPT_KEY = 'marketingPromptDate';

/** Local storage key prefix: the site-settings popup ids a player has closed (`sitePopupsSeen:<userId>` → JSON array). */
export const SITE_POPUPS_SEEN_PREFIX = 'sitePopupsSeen:';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSession(key: string): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    const store = sessionStore();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full or blocked: the feature just does not persist.
  }
}

export function clearSession(): void {
  try {
    sessionStore()?.clear();
  } catch {
    // blocked storage
  }
}
