/**
 * How the overview names its days, weeks and months. The platform gives each period's first date
 * on the limits' calendar (YYYY-MM-DD, Europe/Helsinki: docs/decisions.md#play-overview-periods),
 * so a label is written from that date's own fields and never moves with the browser's zone.
 */
import { addDays, format, getISOWeek } from 'date-fns';
import { dateLocale } from '@/lib/format/dateTime';
import type { OverviewPeriod } from './types';

/** A calendar date as a Date at local noon: only its year, month and day are read. */
function calendarDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}

/** The day and month as each language writes them short: fi "29.11.", et "29.11", en "29 Nov". */
const SHORT_DAY: Record<string, string> = { fi: 'd.M.', et: 'd.M', en: 'd MMM' };

/** The ISO week number of a Monday (the limits' weeks run Monday to Sunday). */
export const weekNumber = (date: string) => getISOWeek(calendarDate(date));

/** The short name under a chart's bar: a day "29.11.", a week's number, a month "marras". */
export function shortPeriodLabel(date: string, period: OverviewPeriod, locale: string, weekLabel: (week: number) => string): string {
  const day = calendarDate(date);
  const options = { locale: dateLocale(locale) };
  if (period === 'day') return format(day, SHORT_DAY[locale] ?? SHORT_DAY.fi, options);
  if (period === 'week') return weekLabel(getISOWeek(day));
  return format(day, 'LLL', options);
}

/** The whole name of a period, for tables: "su 29.11.2026", a week's dates, "marraskuu 2026". */
export function longPeriodLabel(
  date: string,
  period: OverviewPeriod,
  locale: string,
  weekLabel: (week: number, first: string, last: string) => string,
): string {
  const day = calendarDate(date);
  const options = { locale: dateLocale(locale) };
  if (period === 'day') return format(day, 'EEEEEE P', options);
  if (period === 'week') return weekLabel(getISOWeek(day), format(day, 'P', options), format(addDays(day, 6), 'P', options));
  return format(day, 'LLLL yyyy', options);
}
