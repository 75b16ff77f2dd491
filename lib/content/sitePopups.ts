/**
 * The site-settings popups (docs/product/data.md "CMS content"): each is shown once per player.
 * The ids a player has closed are kept in local storage under the player's id, so another
 * player on the same browser still sees them, and the same popup in another language (same id)
 * counts as seen.
 */
import { SITE_POPUPS_SEEN_PREFIX } from '@/lib/account/sessionStorage';

const keyOf = (userId: number | string) => `${SITE_POPUPS_SEEN_PREFIX}${userId}`;

export function readSeenPopups(userId: number | string): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** Adds a popup id to the player's seen list and gives the new list. */
export function markPopupSeen(userId: number | string, popupId: string | number): string[] {
  const seen = readSeenPopups(userId);
  const id = String(popupId);
  const next = seen.includes(id) ? seen : [...seen, id];
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // Blocked storage: the popup may show again on the next visit.
  }
  return next;
}

/** The first popup the player has not closed yet, in the CMS order. */
export function nextUnseenPopup<P extends { id: string | number }>(popups: readonly P[], seen: readonly string[]): P | null {
  return popups.find((popup) => !seen.includes(String(popup.id))) ?? null;
}
