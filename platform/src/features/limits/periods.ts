/**
 * Loss-limit periods on the Europe/Helsinki calendar (docs/architecture.md: time): the day, the
 * Monday-based week and the month containing an instant. Days are 23 or 25 hours long around the
 * daylight-saving changes, so every boundary is a local midnight converted to epoch ms, never a
 * fixed number of milliseconds after the previous one.
 */

const TIME_ZONE = 'Europe/Helsinki';

export type PeriodKind = 'day' | 'week' | 'month';

export interface Period {
  /** Epoch ms of the local midnight that starts the period (inclusive). */
  start: number;
  /** Epoch ms of the local midnight that starts the next period (exclusive). */
  end: number;
}

interface LocalDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Helsinki wall clock at an instant, read as if it were UTC (epoch ms, whole seconds). */
function wallClockAsUtc(ms: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(ms)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

const HOUR_MS = 3_600_000;
/** Offsets by UTC hour: Helsinki changes its offset only on whole UTC hours, so an hour has one. */
const offsetByHour = new Map<number, number>();

/** Helsinki's offset from UTC at an instant (ms; +2 h in winter, +3 h in summer). */
export function helsinkiOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = wallClockAsUtc(hour * HOUR_MS) - hour * HOUR_MS;
    if (offsetByHour.size >= 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

export function localDateOf(ms: number): LocalDate {
  const wall = new Date(ms + helsinkiOffset(ms));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/**
 * Epoch ms of 00:00 Helsinki time on a calendar date (day and month may overflow, as Date.UTC
 * allows). The offset is read at the first guess and again at the result, which settles it: the
 * clocks change at 03:00/04:00 local time, never at midnight.
 */
function localMidnight(year: number, month: number, day: number): number {
  const asUtc = Date.UTC(year, month - 1, day);
  const first = asUtc - helsinkiOffset(asUtc);
  return asUtc - helsinkiOffset(first);
}

/** 0 = Monday ... 6 = Sunday. */
function mondayIndex(d: LocalDate): number {
  return (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
}

/** The day, week (Monday to Sunday) or month containing `now`. */
export function periodOf(kind: PeriodKind, now: number): Period {
  const d = localDateOf(now);
  switch (kind) {
    case 'day':
      return { start: localMidnight(d.year, d.month, d.day), end: localMidnight(d.year, d.month, d.day + 1) };
    case 'week': {
      const monday = d.day - mondayIndex(d);
      return { start: localMidnight(d.year, d.month, monday), end: localMidnight(d.year, d.month, monday + 7) };
    }
    case 'month':
      return { start: localMidnight(d.year, d.month, 1), end: localMidnight(d.year, d.month + 1, 1) };
  }
}
