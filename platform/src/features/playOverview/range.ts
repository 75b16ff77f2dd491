import { AppError } from '../../errors';
import { localDateOf, periodOf, type PeriodKind } from '../limits';

/**
 * The span an overview or a history covers: whole periods of the loss limits' own calendar
 * (Europe/Helsinki days, Monday weeks, months; docs/decisions.md#play-overview-periods), from the
 * period holding the `from` date to the one holding the `to` date (local calendar dates,
 * YYYY-MM-DD). Without dates: the last 30 days, 12 weeks or 12 months up to today's.
 */

export const OVERVIEW_PERIODS = ['day', 'week', 'month'] as const satisfies readonly PeriodKind[];
type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

const DEFAULT_PERIODS: Record<OverviewPeriod, number> = { day: 30, week: 12, month: 12 };

/** An overview covers at most two years of dates (731 days) whatever its period; a history any span. */
export const OVERVIEW_MAX_DAYS = 731;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Bucket {
  /** Epoch ms of the local midnight that starts the period, and of the one that starts the next. */
  start: number;
  end: number;
  /** The local date of its first day (YYYY-MM-DD). */
  date: string;
}

export interface OverviewRange {
  period: OverviewPeriod;
  start: number;
  end: number;
  /** The first and the last local date covered. */
  from: string;
  to: string;
}

export interface RangeQuery {
  period?: OverviewPeriod;
  from?: string;
  to?: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local (Helsinki) date of an instant, YYYY-MM-DD. */
function localDate(ms: number): string {
  const d = localDateOf(ms);
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** The local midnight starting a YYYY-MM-DD date (the schema checked its form); 195 when there is no such day. */
function startOfDate(field: 'from' | 'to', date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  // Noon UTC is 14:00 or 15:00 in Helsinki: the same calendar date.
  const noon = Date.UTC(year, month - 1, day, 12);
  const check = new Date(noon);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw AppError.validation(field, `Invalid value for field ${field}: ${date} is not a calendar date`, {
      rule: 'date',
      in: 'querystring',
    });
  }
  return periodOf('day', noon).start;
}

/**
 * The range of a query at `now`: 195 for a date that does not exist (rule `date`), `from` after
 * `to` (rule `range`) or, with `maxDays`, a longer span (rule `maxRange`, params.limit).
 */
export function resolveRange(query: RangeQuery, now: number, maxDays?: number): OverviewRange {
  const period = query.period ?? 'day';
  const toDay = query.to === undefined ? periodOf('day', now).start : startOfDate('to', query.to);
  const end = periodOf(period, toDay).end;
  let start: number;
  let fromDay: number | undefined;
  if (query.from !== undefined) {
    fromDay = startOfDate('from', query.from);
    if (fromDay > toDay) {
      throw AppError.validation('from', `Invalid value for field from: ${query.from} is after ${localDate(toDay)}`, {
        rule: 'range',
        in: 'querystring',
      });
    }
    start = periodOf(period, fromDay).start;
  } else {
    start = periodOf(period, toDay).start;
    for (let n = 1; n < DEFAULT_PERIODS[period]; n++) start = periodOf(period, start - 1).start;
  }
  // The dates asked for (whole periods may reach a little further). Days are 23 to 25 hours long:
  // rounding the span to whole days counts each day once.
  if (maxDays !== undefined && fromDay !== undefined && Math.round((periodOf('day', toDay).end - fromDay) / DAY_MS) > maxDays) {
    throw AppError.validation('from', `Invalid value for field from: the range may span at most ${maxDays} days`, {
      rule: 'maxRange',
      in: 'querystring',
      limit: maxDays,
    });
  }
  return { period, start, end, from: localDate(start), to: localDate(end - 1) };
}

/** The range's periods, in order. */
export function bucketsOf(range: OverviewRange): Bucket[] {
  const buckets: Bucket[] = [];
  for (let start = range.start; start < range.end;) {
    const { end } = periodOf(range.period, start);
    buckets.push({ start, end, date: localDate(start) });
    start = end;
  }
  return buckets;
}
