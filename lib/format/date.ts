/**
 * Timestamps from the platform and the locale's long date. The long date uses the runtime's own
 * Intl (the same text as date-fns' 'PPP' in fi, et and en-GB), so pages that show a date (news)
 * carry no date-fns locales; the date-and-time format of the player's own pages is in
 * lib/format/dateTime.ts (date-fns).
 */
import type { Locale } from '@/lib/routes';

const INTL_LOCALES: Record<Locale, string> = { fi: 'fi-FI', et: 'et-EE', en: 'en-GB' };

const isValidDate = (date: Date) => !Number.isNaN(date.getTime());

/**
 * A timestamp from the platform as a Date: epoch milliseconds, epoch seconds (below 1e12),
 * a numeric string or an ISO string. Invalid input gives null.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return isValidDate(value) ? value : null;
  let input: number | string | undefined;
  if (typeof value === 'number') input = value;
  else if (typeof value === 'string' && value.trim() !== '') input = /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  if (input === undefined) return null;
  if (typeof input === 'number') input = input < 1e12 ? input * 1000 : input;
  const date = new Date(input);
  return isValidDate(date) ? date : null;
}

/** The locale's long date, e.g. fi "2. tammikuuta 2026", en "2 January 2026". */
export function formatLongDate(value: unknown, locale: string | undefined): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(INTL_LOCALES[locale as Locale] ?? INTL_LOCALES.fi, { dateStyle: 'long' }).format(date) : '';
}
