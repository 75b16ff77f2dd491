import { formatFileSize, formatLongDate, formatLongDateTime, formatMoney, toDate } from '@/lib/format';

describe('formatMoney', () => {
  it('uses 2 decimals, en-US and EUR', () => {
    expect(formatMoney(1234.5)).toBe('€1,234.50');
    expect(formatMoney('10')).toBe('€10.00');
    expect(formatMoney(undefined)).toBe('€0.00');
    expect(formatMoney('abc')).toBe('€0.00');
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
});
