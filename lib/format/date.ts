/**
 * Timestamps from the platform and the locale's long date. The long date is written as Intl's
 * long date style writes it in fi-FI, et-EE and en-GB (the same text as date-fns' 'PPP'; unit-tested
 * against Intl), from a table of month names: no date-fns locales on pages that show a date (news),
 * and no Intl formatter, whose first use in a page loads ICU's data (tens of milliseconds of the
 * article page's hydration). The long date with the time is written the same way, as date-fns'
 * 'PPPp' writes it (unit-tested against date-fns), so that error messages, which every form
 * imports, carry no date-fns locales either. Tables of the player's own pages format with date-fns
 * (lib/format/dateTime.ts).
 */
import type { Locale } from '@/lib/routes';

const MONTHS: Record<Locale, readonly string[]> = {
  fi: [
    'tammikuuta',
    'helmikuuta',
    'maaliskuuta',
    'huhtikuuta',
    'toukokuuta',
    'kesäkuuta',
    'heinäkuuta',
    'elokuuta',
    'syyskuuta',
    'lokakuuta',
    'marraskuuta',
    'joulukuuta',
  ],
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

/** Between the date and the time, and between hours and minutes, as date-fns' 'PPPp' in each locale. */
const TIME_JOIN: Record<Locale, { before: string; separator: string }> = {
  fi: { before: 'klo', separator: '.' },
  et: { before: 'kell', separator: ':' },
  en: { before: 'at', separator: ':' },
};

const toLang = (locale: string | undefined): Locale => (locale === 'et' || locale === 'en' ? locale : 'fi');

// In the runtime's time zone, as Intl and date-fns without a time zone option.
function longDate(date: Date, lang: Locale): string {
  const day = date.getDate();
  const month = MONTHS[lang][date.getMonth()];
  return lang === 'en' ? `${day} ${month} ${date.getFullYear()}` : `${day}. ${month} ${date.getFullYear()}`;
}

/** The locale's long date, e.g. fi "2. tammikuuta 2026", en "2 January 2026". */
export function formatLongDate(value: unknown, locale: string | undefined): string {
  const date = toDate(value);
  return date ? longDate(date, toLang(locale)) : '';
}

/** The locale's long date with the time, e.g. fi "2. tammikuuta 2026 klo 15.30", en "2 January 2026 at 15:30". */
export function formatLongDateTime(value: unknown, locale: string | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const lang = toLang(locale);
  const { before, separator } = TIME_JOIN[lang];
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  return `${longDate(date, lang)} ${before} ${twoDigits(date.getHours())}${separator}${twoDigits(date.getMinutes())}`;
}

/**
 * A date and time in the Finnish format in every language (docs/product/constants.md: dates in the
 * Finnish locale's format), e.g. "27.11.2026 08.12": the same as date-fns' 'Pp' in fi, without the
 * en-GB slashes and comma or the Estonian format's dot after the year.
 */
export function formatShortDateTime(value: unknown): string {
  const date = toDate(value);
  return date ? `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()} ${shortTime(date)}` : '';
}

/** A time of day in the Finnish format in every language, e.g. "08.12". */
export function formatShortTime(value: unknown): string {
  const date = toDate(value);
  return date ? shortTime(date) : '';
}

const shortTime = (date: Date) => `${String(date.getHours()).padStart(2, '0')}.${String(date.getMinutes()).padStart(2, '0')}`;
