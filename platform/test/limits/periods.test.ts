import { helsinkiOffset, localDateOf, periodOf } from '../../src/features/limits/periods';

const iso = (ms: number) => new Date(ms).toISOString();
const hours = (p: { start: number; end: number }) => (p.end - p.start) / 3_600_000;

describe('Helsinki periods', () => {
  it('knows the winter and summer offsets', () => {
    expect(helsinkiOffset(Date.parse('2025-01-15T12:00:00Z'))).toBe(2 * 3_600_000);
    expect(helsinkiOffset(Date.parse('2025-07-15T12:00:00Z'))).toBe(3 * 3_600_000);
  });

  it('a day starts at local midnight, in winter 22:00 UTC and in summer 21:00 UTC the day before', () => {
    expect(periodOf('day', Date.parse('2025-01-15T12:00:00Z'))).toEqual({
      start: Date.parse('2025-01-14T22:00:00Z'),
      end: Date.parse('2025-01-15T22:00:00Z'),
    });
    expect(periodOf('day', Date.parse('2025-07-15T12:00:00Z'))).toEqual({
      start: Date.parse('2025-07-14T21:00:00Z'),
      end: Date.parse('2025-07-15T21:00:00Z'),
    });
  });

  it('the last Sunday of March has 23 hours (clocks go forward at 03:00)', () => {
    for (const t of ['2025-03-29T22:00:00Z', '2025-03-30T00:59:59Z', '2025-03-30T01:00:00Z', '2025-03-30T20:59:59.999Z']) {
      const p = periodOf('day', Date.parse(t));
      expect([iso(p.start), iso(p.end), hours(p)]).toEqual(['2025-03-29T22:00:00.000Z', '2025-03-30T21:00:00.000Z', 23]);
    }
    expect(iso(periodOf('day', Date.parse('2025-03-30T21:00:00Z')).start)).toBe('2025-03-30T21:00:00.000Z');
    // The week that contains it is an hour short as well; 2024's change fell on 31 March.
    expect(hours(periodOf('week', Date.parse('2025-03-27T12:00:00Z')))).toBe(167);
    expect(hours(periodOf('day', Date.parse('2024-03-31T12:00:00Z')))).toBe(23);
  });

  it('the last Sunday of October has 25 hours (clocks go back at 04:00)', () => {
    for (const t of ['2025-10-25T21:00:00Z', '2025-10-26T00:30:00Z', '2025-10-26T01:30:00Z', '2025-10-26T21:59:59.999Z']) {
      const p = periodOf('day', Date.parse(t));
      expect([iso(p.start), iso(p.end), hours(p)]).toEqual(['2025-10-25T21:00:00.000Z', '2025-10-26T22:00:00.000Z', 25]);
    }
    expect(hours(periodOf('week', Date.parse('2025-10-26T12:00:00Z')))).toBe(169);
    expect(hours(periodOf('month', Date.parse('2025-10-10T12:00:00Z')))).toBe(31 * 24 + 1);
    expect(hours(periodOf('month', Date.parse('2025-03-10T12:00:00Z')))).toBe(31 * 24 - 1);
  });

  it('weeks run Monday 00:00 to Monday 00:00, across month and year ends', () => {
    // Wednesday 31 December 2025: the week of Monday 29 December to Monday 5 January.
    const p = periodOf('week', Date.parse('2025-12-31T10:00:00Z'));
    expect([iso(p.start), iso(p.end)]).toEqual(['2025-12-28T22:00:00.000Z', '2026-01-04T22:00:00.000Z']);
    expect(localDateOf(p.start)).toEqual({ year: 2025, month: 12, day: 29 });
    // Sunday late evening still belongs to the week that began on Monday; Monday 00:00 starts the next.
    const sunday = periodOf('week', Date.parse('2026-01-04T21:59:59.999Z'));
    expect(sunday).toEqual(p);
    expect(periodOf('week', Date.parse('2026-01-04T22:00:00Z')).start).toBe(p.end);
    // A Monday maps to itself.
    expect(iso(periodOf('week', Date.parse('2025-09-01T08:00:00Z')).start)).toBe('2025-08-31T21:00:00.000Z');
  });

  it('months end at the local midnight of the 1st, including February of a leap year and the year end', () => {
    const dec = periodOf('month', Date.parse('2025-12-31T21:59:59.999Z'));
    expect([iso(dec.start), iso(dec.end)]).toEqual(['2025-11-30T22:00:00.000Z', '2025-12-31T22:00:00.000Z']);
    const jan = periodOf('month', Date.parse('2025-12-31T22:00:00Z'));
    expect([iso(jan.start), iso(jan.end)]).toEqual(['2025-12-31T22:00:00.000Z', '2026-01-31T22:00:00.000Z']);
    expect(hours(periodOf('month', Date.parse('2024-02-15T00:00:00Z')))).toBe(29 * 24);
    expect(hours(periodOf('month', Date.parse('2025-02-15T00:00:00Z')))).toBe(28 * 24);
    // The summer-time month boundary: 1 April 00:00 is 21:00 UTC on 31 March.
    expect(iso(periodOf('month', Date.parse('2025-04-10T00:00:00Z')).start)).toBe('2025-03-31T21:00:00.000Z');
  });

  it('every instant lies in its period, and consecutive periods touch', () => {
    let t = Date.parse('2024-01-01T00:00:00Z');
    const stop = Date.parse('2026-01-10T00:00:00Z');
    for (; t < stop; t += 7 * 3_600_000 + 13 * 60_000) {
      for (const kind of ['day', 'week', 'month'] as const) {
        const p = periodOf(kind, t);
        expect(p.start <= t && t < p.end).toBe(true);
        expect(periodOf(kind, p.end).start).toBe(p.end);
        expect(periodOf(kind, p.start - 1).end).toBe(p.start);
      }
    }
  });
});
