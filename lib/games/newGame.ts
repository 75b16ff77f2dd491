/** New-game label (docs/product/flows.md): shown while the release date is less than 14 days old. */
import { NEW_GAME_WINDOW_DAYS } from '@/lib/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'dd.mm.yyyy' → epoch ms at 00:00 UTC; null when it is not a real date. */
export function parseReleaseDate(value: string | null | undefined): number | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec((value ?? '').trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time;
}

/** True when the game was released less than 14 days before `now` (and not in the future). */
export function isNewGame(releaseDate: string | null | undefined, now: number = Date.now()): boolean {
  const released = parseReleaseDate(releaseDate);
  if (released === null) return false;
  const age = now - released;
  return age >= 0 && age < NEW_GAME_WINDOW_DAYS * DAY_MS;
}
