import en from '@/locales/en/errors.json';
import et from '@/locales/et/errors.json';
import fi from '@/locales/fi/errors.json';
import {
  ALL_ERROR_KEYS,
  catalogueKey,
  ERROR_CATALOGUE,
  errorMessageForFailure,
  errorMessageKey,
  isPermanentRefusal,
  translateError,
} from '@/lib/errors';
import { formatLongDateTime } from '@/lib/format';
import { Translations } from '@/lib/i18n/translations';

/** docs/product/errors.md, every code of the table. */
const SPEC_CODES = [
  100, 104, 107, 108, 109, 110, 111, 114, 115, 117, 119, 121, 122, 125, 127, 129, 131, 132, 155, 160, 180, 181, 183, 195, 196, 209, 210,
  213, 214, 215, 217, 219, 231, 232, 234, 235, 237, 238, 258, 260, 262, 429, 503, 1001,
];

const LOCALE_FILES: Record<string, unknown> = { fi, et, en };

function lookup(resource: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resource);
}

function leafKeys(resource: unknown, prefix = ''): string[] {
  return Object.entries(resource as Record<string, unknown>).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('error catalogue', () => {
  it('maps every code of docs/product/errors.md and nothing else', () => {
    expect(
      Object.keys(ERROR_CATALOGUE)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(SPEC_CODES);
  });

  it('shares keys between codes of one meaning', () => {
    expect(new Set([104, 107, 110].map(catalogueKey))).toEqual(new Set(['badCredentials']));
    expect(new Set([155, 214, 215].map(catalogueKey))).toEqual(new Set(['termsNotAccepted']));
    expect(new Set([195, 196].map(catalogueKey))).toEqual(new Set(['fieldValidation']));
    expect(new Set([235, 260].map(catalogueKey))).toEqual(new Set(['riskBlocked']));
    expect(catalogueKey(429)).toBe('tooManyRequests');
    expect(catalogueKey(1001)).toBe('passwordTooShort');
  });

  it('gives unexpected (100) for any other code', () => {
    expect(catalogueKey(999)).toBe('unexpected');
    expect(catalogueKey(undefined)).toBe('unexpected');
    expect(errorMessageKey(12345)).toEqual({ keys: ['unexpected'], values: {}, variant: 'error', code: 100 });
  });

  it.each(Object.keys(LOCALE_FILES))('%s/errors.json has a non-empty text for every key, and no extras', (locale) => {
    const file = LOCALE_FILES[locale];
    for (const key of ALL_ERROR_KEYS) {
      const text = lookup(file, key);
      expect(typeof text === 'string' && text.trim().length > 0 ? key : `${key} missing`).toBe(key);
    }
    expect(leafKeys(file).sort()).toEqual([...ALL_ERROR_KEYS].sort());
  });

  it('the locale files keep the same placeholders', () => {
    for (const key of ALL_ERROR_KEYS) {
      const placeholders = (text: unknown) =>
        String(text)
          .match(/\{\{\w+\}\}/g)
          ?.sort() ?? [];
      expect([key, placeholders(lookup(fi, key))]).toEqual([key, placeholders(lookup(en, key))]);
      expect([key, placeholders(lookup(et, key))]).toEqual([key, placeholders(lookup(en, key))]);
    }
    expect(String(lookup(en, 'fileTooLarge'))).toMatch(/\{\{size\}\}.*\{\{max\}\}/);
    expect(String(lookup(en, 'httpStatus'))).toContain('{{status}}');
  });
});

describe('contextual rules', () => {
  it('115 is shown as 108 in deposit only', () => {
    expect(errorMessageKey(115, 'deposit')).toMatchObject({ keys: ['countryBlocked'], code: 108 });
    expect(errorMessageKey(115)).toMatchObject({ keys: ['notLoggedIn'], code: 115 });
  });

  it('account completion: 104 as 196, unknown codes as 180', () => {
    expect(errorMessageKey(104, 'completeAccount')).toMatchObject({ keys: ['fieldValidation'], code: 196 });
    expect(errorMessageKey(777, 'completeAccount')).toMatchObject({ keys: ['duplicateData'], code: 180 });
    expect(errorMessageKey(213, 'completeAccount')).toMatchObject({ keys: ['passwordsMismatch'] });
    expect(errorMessageKey(104)).toMatchObject({ keys: ['badCredentials'] });
  });

  it('password change: 109 wrong old password, 104 invalid password', () => {
    expect(errorMessageKey(109, 'passwordChange').keys).toEqual(['wrongOldPassword']);
    expect(errorMessageKey(104, 'passwordChange').keys).toEqual(['invalidPassword']);
    expect(errorMessageKey(109).keys).toEqual(['detailsMismatch']);
  });

  it('117 adds the max or min amount text with the amount', () => {
    expect(errorMessageKey(117, 'deposit', { paymentLimit: { maxAmount: 5000 } })).toMatchObject({
      keys: ['paymentAmount', 'maxAmount'],
      values: { amount: '€5,000.00' },
    });
    expect(errorMessageKey(117, 'deposit', { paymentLimit: { minAmount: 10 } })).toMatchObject({
      keys: ['paymentAmount', 'minAmount'],
      values: { amount: '€10.00' },
    });
    expect(errorMessageKey(117, 'withdraw', { paymentLimit: 'minAmount', amount: '20' })).toMatchObject({
      keys: ['paymentAmount', 'minAmount'],
      values: { amount: '€20.00' },
    });
    expect(errorMessageKey(117, 'deposit', {}).keys).toEqual(['paymentAmount']);
  });

  it('235 and 260 add the withdraw message when initialising a withdrawal', () => {
    expect(errorMessageKey(235, 'withdrawInit').keys).toEqual(['riskBlocked', 'withdrawInitFailed']);
    expect(errorMessageKey(260, 'withdrawInit').keys).toEqual(['riskBlocked', 'withdrawInitFailed']);
    expect(errorMessageKey(235, 'withdraw').keys).toEqual(['riskBlocked']);
    expect(errorMessageKey(127, 'withdrawInit').keys).toEqual(['withdrawalBlocked']);
  });

  it('login 210 and 114 are a notice with the activation hint and the end time', () => {
    const expire = Date.UTC(2026, 0, 15, 12, 0);
    expect(errorMessageKey(210, 'login')).toEqual({ keys: ['userNotActive', 'activationHint'], values: {}, variant: 'notice', code: 210 });
    const withDate = errorMessageKey(114, 'login', { expireTimestamp: expire }, 'fi');
    expect(withDate.variant).toBe('notice');
    expect(withDate.keys).toEqual(['notActivated', 'activationHint', 'activationExpires']);
    expect(withDate.values.date).toBe(formatLongDateTime(expire, 'fi'));
    expect(withDate.values.date).toMatch(/tammikuuta 2026/);
    expect(errorMessageKey(114, 'login', { expireTimestamp: expire / 1000 }, 'et').values.date).toMatch(/jaanuar 2026/);
    expect(errorMessageKey(114, 'login', { expireTimestamp: new Date(expire).toISOString() }, 'en').values.date).toMatch(/January 2026/);
    expect(errorMessageKey(104, 'login')).toMatchObject({ keys: ['badCredentials'], variant: 'error' });
    expect(errorMessageKey(114).variant).toBe('error');
  });

  it('210 with an end time is a suspension until that time, with no activation wording', () => {
    const expire = Date.UTC(2026, 10, 27, 8, 12);
    const login = errorMessageKey(210, 'login', { expireTimestamp: expire }, 'en');
    expect(login).toEqual({ keys: ['suspendedUntil'], values: { date: formatLongDateTime(expire, 'en') }, variant: 'notice', code: 210 });
    expect(errorMessageKey(210, 'default', { expireTimestamp: expire }, 'fi').keys).toEqual(['suspendedUntil']);
    expect(String(lookup(en, 'suspendedUntil'))).toBe('Your account is suspended until {{date}}.');
    for (const locale of [fi, et, en]) expect(String(lookup(locale, 'suspendedUntil'))).not.toMatch(/activ|aktiv/i);
  });

  it('217 with its end time says until when, and is not offered again', () => {
    const end = Date.UTC(2026, 10, 30, 21, 5);
    for (const [locale, words] of [
      ['fi', /pelitauolla 30\. marraskuuta 2026 klo \d\d\.05 asti/],
      ['et', /mängupausil kuni 30\. november 2026 kell \d\d:05/],
      ['en', /cool-off break until 30 November 2026 at \d\d:05/],
    ] as const) {
      const message = errorMessageKey(217, 'deposit', { endTime: end }, locale);
      expect(message).toEqual({ keys: ['coolOffUntil'], values: { date: formatLongDateTime(end, locale) }, variant: 'error', code: 217 });
      const text = String(lookup({ fi, et, en }[locale], 'coolOffUntil')).replace('{{date}}', message.values.date as string);
      expect(text).toMatch(words);
    }
    // Without an end time, the plain refusal.
    expect(errorMessageKey(217, 'default', {}).keys).toEqual(['coolOffClosed']);
    expect(isPermanentRefusal(217)).toBe(true);
    expect(isPermanentRefusal(122)).toBe(true);
  });

  it('forgotten password: 109 names the birth date only', () => {
    expect(errorMessageKey(109, 'forgotPassword').keys).toEqual(['wrongBirthDate']);
    for (const locale of [fi, et, en]) expect(String(lookup(locale, 'wrongBirthDate'))).not.toMatch(/password|salasana|parool/i);
  });

  it('phone and email show the HTTP status when there is no product code', () => {
    expect(errorMessageKey(100, 'phone', { status: 503 })).toMatchObject({ keys: ['httpStatus'], values: { status: 503 } });
    expect(errorMessageKey(429, 'email', { status: 429 }).keys).toEqual(['tooManyRequests']);
    expect(errorMessageKey(100, 'default', { status: 503 }).keys).toEqual(['unexpected']);
  });

  it('reads API failures', () => {
    expect(errorMessageForFailure({ errorCode: 122, params: {} }).keys).toEqual(['gamingLimitReached']);
  });
});

describe('translation', () => {
  it('translates with the site’s translation store in each language, with interpolation', () => {
    const i18n = new Translations('fi', { fi: { errors: fi }, et: { errors: et }, en: { errors: en } });
    const message = errorMessageKey(117, 'deposit', { paymentLimit: { maxAmount: 500 } });
    expect(translateError(i18n.getFixedT('en', 'common'), message)).toBe(
      'This amount is not allowed for the payment method. The maximum amount is €500.00.',
    );
    expect(translateError(i18n.getFixedT('fi', 'common'), message)).toBe(
      'Summa ei ole sallittu tällä maksutavalla. Suurin sallittu summa on €500.00.',
    );
    expect(i18n.getFixedT('et', 'common')('marketing.updateSuccess', { ns: 'errors' })).toBe('Sinu turundusvalikud on salvestatud.');
    expect(i18n.getFixedT('en', 'common')('fileTooLarge', { ns: 'errors', size: '3 MB', max: '2 MB' })).toBe(
      'The file is too large (3 MB). The maximum size is 2 MB.',
    );
  });
});
