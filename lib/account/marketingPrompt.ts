/** The marketing consent prompt rule (docs/product/flows.md) and its local storage date. */
import { MARKETING_PROMPT_DAYS } from '@/lib/constants';
import { toDate } from '@/lib/format/date';
import { MARKETING_PROMPT_KEY } from '@/lib/account/sessionStorage';
import type { Player } from '@/lib/account/types';

export const MARKETING_PROMPT_INTERVAL_MS = MARKETING_PROMPT_DAYS * 24 * 60 * 60 * 1000;

/**
 * Shown only if the player has not accepted SMS marketing and the last login is at least 30
 * days after the stored last-prompt time (or no time is stored).
 */
export function shouldShowMarketingPrompt(
  player: Pick<Player, 'receiveSms' | 'lastLoginTime'> | null | undefined,
  lastPromptTime: number | null,
): boolean {
  if (!player || player.receiveSms === true) return false;
  if (lastPromptTime === null) return true;
  const lastLogin = toDate(player.lastLoginTime);
  if (!lastLogin) return false;
  return lastLogin.getTime() >= lastPromptTime + MARKETING_PROMPT_INTERVAL_MS;
}

export function readMarketingPromptTime(): number | null {
  try {
    const value = window.localStorage.getItem(MARKETING_PROMPT_KEY);
    if (value === null) return null;
    const time = Number(value);
    return Number.isFinite(time) && time > 0 ? time : null;
  } catch {
    return null;
  }
}

export function saveMarketingPromptTime(time: number): void {
  try {
    window.localStorage.setItem(MARKETING_PROMPT_KEY, String(time));
  } catch {
    // blocked storage: the prompt may show again next time
  }
}
