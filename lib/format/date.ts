/** Date formatting with date-fns in the site's locales (fi, et, en → en-GB). */
import { format, isValid, type Locale as DateFnsLocale } from 'date-fns';
import { enGB, et, fi } from 'date-fns/locale';
import type { Locale } from '@/lib/routes';

const DATE_LOCALES: Record<Locale, DateFnsLocale> = { fi, et, en: enGB };

export function dateLocale(locale: string | undefined): DateFnsLocale {
  return DATE_LOCALES[(locale as Locale) ?? 'fi'] ?? fi;
}

/**
 * A timestamp from the platform as a Date: epoch milliseconds, epoch seconds (below 1e12),
 * a numeric string or an ISO string. Invalid input gives null.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  let input: number | string | undefined;
  if (typeof value === 'number') input = value;
  else if (typeof value === 'string' && value.trim() !== '') input = /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  if (input === undefined) return null;
  if (typeof input === 'number') input = input < 1e12 ? input * 1000 : input;
  const date = new Date(input);
  return isValid(date) ? date : null;
}

/** The locale's long date, e.g. fi "2. tammikuuta 2026", en "2 January 2026". */
export function formatLongDate(value: unknown, locale: string | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'PPP', { locale: dateLocale(locale) }) : '';
}

/** The locale's long date with the time, e.g. fi "2. tammikuuta 2026 klo 15.30". */
export function formatLongDateTime(value: unknown, locale: string | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'PPPp', { locale: dateLocale(locale) }) : '';
}
