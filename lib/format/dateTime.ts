/**
 * date-fns in the site's locales (fi, et, en → en-GB), for the tables of the player's own pages.
 * The long date and date-with-time of messages are in ./date.ts, without date-fns.
 */
import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB, et, fi } from 'date-fns/locale';
import type { Locale } from '@/lib/routes';

const DATE_LOCALES: Record<Locale, DateFnsLocale> = { fi, et, en: enGB };

export function dateLocale(locale: string | undefined): DateFnsLocale {
  return DATE_LOCALES[(locale as Locale) ?? 'fi'] ?? fi;
}
