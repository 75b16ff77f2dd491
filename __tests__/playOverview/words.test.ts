import { Translations } from '@/lib/i18n/translations';
import { longPeriodLabel, shortPeriodLabel, weekNumber } from '@/lib/playOverview/labels';
import { historyRangeProblem } from '@/lib/playOverview/history';
import { figuresInWords, formatPlayedTime } from '@/components/playOverview/summary';
import { LOCALES } from '@/lib/routes';
import en from '@/locales/en/limits.json';
import { overviewDay } from '../msw/platformAnswers';
import et from '@/locales/et/limits.json';
import fi from '@/locales/fi/limits.json';

const translations = new Translations('fi', { fi: { limits: fi }, et: { limits: et }, en: { limits: en } });
const tIn = (locale: string) =>
  translations.getFixedT(locale, 'limits') as (key: string, values?: Record<string, string | number>) => string;

/** A span in which nothing happened (a day's figures; the words read only the figures). */
const ZERO = overviewDay('2026-01-01');

describe('the totals in words', () => {
  it('says what was lost and deposited this week, in Finnish, money as the spec writes it', () => {
    const t = tIn('fi');
    const words = figuresInWords(t('overview.current.week'), { ...ZERO, netReal: -42.5, deposits: 50, playedSeconds: 3_900 }, t);
    expect(words).toBe('Tällä viikolla: hävitty €42.50, talletettu €50.00, kotiutettu €0.00, pelattu 1 h 05 min.');
  });

  it('says a win, bonus money apart, and cancelled withdrawals, in Estonian and English', () => {
    const figures = { ...ZERO, netReal: 12, netPromo: -3.25, deposits: 20, withdrawals: 30, withdrawalsCancelled: 10, playedSeconds: 59 };
    expect(figuresInWords(tIn('et')('overview.current.day'), figures, tIn('et'))).toBe(
      'Täna: võidetud €12.00, boonusraha kaotatud €3.25, sisse makstud €20.00, välja makstud €30.00, väljamakseid tühistatud €10.00, mängitud 0 h 00 min.',
    );
    expect(figuresInWords(tIn('en')('overview.current.month'), figures, tIn('en'))).toBe(
      'This month: won €12.00, bonus money lost €3.25, deposited €20.00, withdrawn €30.00, withdrawals cancelled €10.00, played 0 h 00 min.',
    );
  });

  it('says neither won nor lost at zero, and names the range by its count', () => {
    const t = tIn('en');
    expect(figuresInWords(t('overview.range.day', { count: 30 }), ZERO, t)).toBe(
      'In the last 30 days: neither won nor lost, deposited €0.00, withdrawn €0.00, played 0 h 00 min.',
    );
    expect(tIn('fi')('overview.range.month', { count: 12 })).toBe('Viimeisten 12 kuukauden aikana');
  });

  it('writes time played in hours and minutes', () => {
    expect(formatPlayedTime(26 * 3600 + 7 * 60 + 59, tIn('fi'))).toBe('26 h 07 min');
  });
});

describe('the names of days, weeks and months', () => {
  it('names a day short and long in each language, from the calendar date alone', () => {
    const week = (n: number) => `w${n}`;
    expect(LOCALES.map((locale) => shortPeriodLabel('2026-11-29', 'day', locale, week))).toEqual(['29.11.', '29.11', '29 Nov']);
    expect(longPeriodLabel('2026-11-29', 'day', 'fi', () => '')).toBe('su 29.11.2026');
    expect(longPeriodLabel('2026-11-29', 'day', 'en', () => '')).toBe('Su 29/11/2026');
  });

  it('names a Monday week by its ISO number and dates, and a month by its name', () => {
    const t = tIn('fi');
    expect(weekNumber('2026-11-23')).toBe(48);
    expect(weekNumber('2026-12-28')).toBe(53);
    expect(shortPeriodLabel('2026-11-23', 'week', 'fi', (week) => t('overview.weekShort', { week }))).toBe('vk 48');
    expect(longPeriodLabel('2026-11-23', 'week', 'fi', (week, first, last) => t('overview.weekLong', { week, first, last }))).toBe(
      'Viikko 48 (23.11.2026–29.11.2026)',
    );
    expect(longPeriodLabel('2026-03-01', 'month', 'fi', () => '')).toBe('maaliskuu 2026');
    expect(longPeriodLabel('2026-03-01', 'month', 'et', () => '')).toBe('märts 2026');
    expect(shortPeriodLabel('2026-03-01', 'month', 'en', () => '')).toBe('Mar');
  });
});

describe('the history range', () => {
  it('refuses a missing date and a start after the end, as the platform would (195 date, range)', () => {
    expect(historyRangeProblem('2026-11-01', '2026-11-29')).toBeNull();
    expect(historyRangeProblem('2026-11-29', '2026-11-29')).toBeNull();
    expect(historyRangeProblem('', '2026-11-29')).toBe('date');
    expect(historyRangeProblem('2026-11-30', '2026-11-29')).toBe('range');
  });
});
