import { format as dateFnsFormat } from 'date-fns';
import { formatFileSize, dateLocale, formatLongDate, formatLongDateTime, formatMoney, toDate } from '@/lib/format';

describe('formatMoney', () => {
  it('uses 2 decimals, en-US and EUR', () => {
    expect(formatMoney(1234.5)).toBe('€1,234.50');
    expect(formatMoney('10')).toBe('€10.00');
    expect(formatMoney(undefined)).toBe('€0.00');
    expect(formatMoney('abc')).toBe('€0.00');
  });

  it("writes euros exactly as Intl's en-US currency format, rounding, signs and grouping included", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const edges = [
      0,
      -0,
      0.004,
      0.005,
      0.015,
      1.005,
      1.115,
      2.675,
      -0.001,
      -0.005,
      -1.5,
      999.995,
      999999.994,
      1234567.891,
      9999999999999.995,
      1e13,
      1e-7,
      -1e-7,
      0.0049999,
      1e14 + 0.25,
      1e15,
      2e21,
      -1e16,
    ];
    // A fixed pseudo-random sequence of amounts from cents to trillions, both signs.
    let seed = 1;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    // Every amount of three decimals up to 200 (each half-cent tie among them), and random ones.
    const thousandths = Array.from({ length: 200_001 }, (_, k) => (k % 2 ? -k : k) / 1000);
    const amounts = [...edges, ...thousandths, ...Array.from({ length: 5000 }, (_, i) => (next() - 0.3) * 10 ** ((i % 16) - 2))];
    const different = amounts
      .filter((amount) => formatMoney(amount) !== intl.format(amount))
      .map((amount) => [amount, formatMoney(amount), intl.format(amount)]);
    expect(different).toEqual([]);
    expect(formatMoney(12.5, 'usd')).toBe('$12.50');
    expect(formatMoney(12.5, 'eur')).toBe('€12.50');
  });
});

describe('formatFileSize', () => {
  it('shows B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2097152)).toBe('2 MB');
  });
});

describe('dates', () => {
  const instant = Date.UTC(2026, 4, 3, 9, 30);

  it('reads milliseconds, seconds, numeric strings and ISO strings', () => {
    expect(toDate(instant)?.getTime()).toBe(instant);
    expect(toDate(instant / 1000)?.getTime()).toBe(instant);
    expect(toDate(String(instant))?.getTime()).toBe(instant);
    expect(toDate(new Date(instant).toISOString())?.getTime()).toBe(instant);
    expect(toDate('not a date')).toBeNull();
    expect(toDate(undefined)).toBeNull();
  });

  it('formats the long date in each locale', () => {
    expect(formatLongDate(instant, 'fi')).toMatch(/toukokuuta 2026/);
    expect(formatLongDate(instant, 'et')).toMatch(/mai 2026/);
    expect(formatLongDate(instant, 'en')).toMatch(/^3 May 2026$/);
    expect(formatLongDateTime(instant, 'en')).toMatch(/^3 May 2026 at \d{2}:30$/);
    expect(formatLongDate(undefined, 'fi')).toBe('');
  });

  it("writes every day's long date exactly as Intl's long date style in fi-FI, et-EE and en-GB", () => {
    const intl = { fi: 'fi-FI', et: 'et-EE', en: 'en-GB' } as const;
    for (const [locale, tag] of Object.entries(intl)) {
      const format = new Intl.DateTimeFormat(tag, { dateStyle: 'long' });
      const different: string[] = [];
      // Every day of a leap year and the next, each at noon.
      for (let day = 0; day < 731; day++) {
        const date = new Date(2028, 0, 1 + day, 12);
        if (formatLongDate(date.getTime(), locale) !== format.format(date))
          different.push(`${formatLongDate(date.getTime(), locale)} / ${format.format(date)}`);
      }
      expect(different).toEqual([]);
    }
  });

  it("writes the long date with the time exactly as date-fns' 'PPPp' in each locale", () => {
    for (const locale of ['fi', 'et', 'en'] as const) {
      const different: string[] = [];
      // Every day of a leap year at a different hour and minute, midnight and the last minute included.
      for (let day = 0; day < 366; day++) {
        const date = new Date(2028, 0, 1 + day, day % 24, (day * 7) % 60);
        const expected = dateFnsFormat(date, 'PPPp', { locale: dateLocale(locale) });
        if (formatLongDateTime(date.getTime(), locale) !== expected)
          different.push(`${formatLongDateTime(date.getTime(), locale)} / ${expected}`);
      }
      for (const date of [new Date(2028, 0, 1, 0, 0), new Date(2028, 11, 31, 23, 59)]) {
        expect(formatLongDateTime(date, locale)).toBe(dateFnsFormat(date, 'PPPp', { locale: dateLocale(locale) }));
      }
      expect(different).toEqual([]);
    }
    expect(formatLongDateTime('not a date', 'fi')).toBe('');
  });
});
