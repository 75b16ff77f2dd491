/** Date and time formatting with date-fns in the site's locales (fi, et, en → en-GB), for the player's own pages. */
import { format, type Locale as DateFnsLocale } from 'date-fns';
import { enGB, et, fi } from 'date-fns/locale';
import type { Locale } from '@/lib/routes';
import { toDate } from './date';

const DATE_LOCALES: Record<Locale, DateFnsLocale> = { fi, et, en: enGB };

export function dateLocale(locale: string | undefined): DateFnsLocale {
  return DATE_LOCALES[(locale as Locale) ?? 'fi'] ?? fi;
}

/** The locale's long date with the time, e.g. fi "2. tammikuuta 2026 klo 15.30". */
export function formatLongDateTime(value: unknown, locale: string | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'PPPp', { locale: dateLocale(locale) }) : '';
}
