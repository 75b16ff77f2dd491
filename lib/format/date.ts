/**
 * Timestamps from the platform and the locale's long date. The long date is written as Intl's
 * long date style writes it in fi-FI, et-EE and en-GB (the same text as date-fns' 'PPP'; unit-tested
 * against Intl), from a table of month names: no date-fns locales on pages that show a date (news),
 * and no Intl formatter, whose first use in a page loads ICU's data (tens of milliseconds of the
 * article page's hydration). The date-and-time format of the player's own pages is in
 * lib/format/dateTime.ts (date-fns).
 */
import type { Locale } from '@/lib/routes';

const MONTHS: Record<Locale, readonly string[]> = {
  fi: ['tammikuuta', 'helmikuuta', 'maaliskuuta', 'huhtikuuta', 'toukokuuta', 'kesäkuuta', 'heinäkuuta', 'elokuuta', 'syyskuuta', 'lokakuuta', 'marraskuuta', 'joulukuuta'],
  et: ['jaanuar', 'veebruar', 'märts', 'aprill', 'mai', 'juuni', 'juuli', 'august', 'september', 'oktoober', 'november', 'detsember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

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
  if (!date) return '';
  const lang: Locale = locale === 'et' || locale === 'en' ? locale : 'fi';
  // In the runtime's time zone, as Intl without a timeZone option.
  const day = date.getDate();
  const month = MONTHS[lang][date.getMonth()];
  return lang === 'en' ? `${day} ${month} ${date.getFullYear()}` : `${day}. ${month} ${date.getFullYear()}`;
}
