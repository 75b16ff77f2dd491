/**
 * The translation store's `t`: the features the locales and the code use, with i18next's results
 * (i18next stays installed for next-i18next's server side, so it checks every real text here).
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { Translations, type Bundle, type Resources, type TFunction } from '@/lib/i18n/translations';
import { NAMESPACES } from '@/lib/i18n/namespaces';
import { LOCALES } from '@/lib/routes';

const resources: Resources = {
  fi: {
    common: { siteName: 'Kasino', greeting: 'Hei {{ name }}, saldo {{amount}}', nav: { home: 'Etusivu' }, onlyFinnish: 'Vain suomeksi' },
    games: { newGame: 'Uusi', spins_one: '{{count}} kierros', spins_other: '{{count}} kierrosta' },
  },
  en: {
    common: { siteName: 'Casino', greeting: 'Hi {{name}}, balance {{amount}}', nav: { home: 'Home' } },
    games: { newGame: 'New', spins_one: '{{count}} spin', spins_other: '{{count}} spins' },
  },
};

const store = () => new Translations('en', resources);

describe('t', () => {
  it('interpolates values without escaping, trims names, and leaves a variable not given as written', () => {
    const t = store().getFixedT('en', 'common');
    expect(t('greeting', { name: '<b>Ann & Bob</b>', amount: 12.5 })).toBe('Hi <b>Ann & Bob</b>, balance 12.5');
    expect(t('greeting', { name: null, amount: undefined })).toBe('Hi , balance ');
    expect(t('greeting', { name: 'Ann' })).toBe('Hi Ann, balance {{amount}}');
    expect(store().getFixedT('fi', 'common')('greeting', { name: 'Anu', amount: 3 })).toBe('Hei Anu, saldo 3');
  });

  it('picks the plural form of count in the language of the text', () => {
    const en = store().getFixedT('en', 'games');
    expect([0, 1, 2].map((count) => en('spins', { count }))).toEqual(['0 spins', '1 spin', '2 spins']);
    const fi = store().getFixedT('fi', 'games');
    expect([1, 7].map((count) => fi('spins', { count }))).toEqual(['1 kierros', '7 kierrosta']);
  });

  it('reads nested keys, ns:key and options.ns', () => {
    const t = store().getFixedT('en', 'common');
    expect(t('nav.home')).toBe('Home');
    expect(t('games:newGame')).toBe('New');
    expect(t('newGame', { ns: 'games' })).toBe('New');
    expect(t('common:siteName', { ns: 'games' })).toBe('Casino');
  });

  it('falls back to Finnish, then to the default value, then shows the key', () => {
    const t = store().getFixedT('en', 'common');
    expect(t('onlyFinnish')).toBe('Vain suomeksi');
    expect(t('nowhere', { defaultValue: 'Default for {{name}}', name: 'Ann' })).toBe('Default for Ann');
    expect(t('nav.nowhere')).toBe('nav.nowhere');
    expect(t('games:nowhere')).toBe('nowhere');
    // An object is not a text.
    expect(t('nav')).toBe('nav');
    // A namespace the store does not hold.
    expect(store().getFixedT('en', 'wallet')('deposit.title')).toBe('deposit.title');
  });
});

/** Every key of a bundle, '.'-joined, plural forms as their base key. */
function keysOf(bundle: Bundle, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key.replace(/_(one|other)$/, '')}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const read = (locale: string, ns: string): Bundle =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../locales', locale, `${ns}.json`), 'utf8'));

it('gives i18next’s text for every key of every locale, with every variable, plurals of 0, 1, 2 and 21', async () => {
  const all: Resources = Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries(NAMESPACES.map((ns) => [ns, read(locale, ns)]))]),
  );
  const reference = i18next.createInstance();
  await reference.init({ lng: 'fi', fallbackLng: 'fi', resources: all, interpolation: { escapeValue: false }, ns: [...NAMESPACES] });
  const ours = new Translations('fi', all);
  let compared = 0;
  for (const locale of LOCALES) {
    for (const ns of NAMESPACES) {
      const theirs = reference.getFixedT(locale, ns) as unknown as TFunction;
      const t = ours.getFixedT(locale, ns);
      const text = JSON.stringify(all[locale][ns]);
      const variables = Object.fromEntries([...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map(([, name], i) => [name, `<v${i}>`]));
      for (const key of new Set(keysOf(all[locale][ns]))) {
        for (const count of [undefined, 0, 1, 2, 21]) {
          const options = count === undefined ? variables : { ...variables, count };
          expect(`${locale}/${ns}/${key}: ${t(key, options)}`).toBe(`${locale}/${ns}/${key}: ${theirs(key, options)}`);
          compared += 1;
        }
      }
    }
  }
  expect(compared).toBeGreaterThan(1000);
});

describe('the page data it is made from', () => {
  // The server gives every page the same kept translations object (lib/seo/pageProps.server.ts): a store
  // that wrote into it would change every later page. Frozen, any write here would throw.
  const deepFreeze = <T>(value: T): T => {
    if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) deepFreeze(inner);
      Object.freeze(value);
    }
    return value;
  };

  it('is only read: adding, translating, plurals, fallbacks and a language change write nothing into it', () => {
    const kept = deepFreeze(structuredClone(resources));
    const page = new Translations('fi');
    expect(() => {
      page.addResources(kept);
      const t = page.getFixedT('fi', 'games');
      t('spins', { count: 2 });
      t('common:nav.home');
      page.getFixedT('fi', 'common')('missing.key', { defaultValue: 'x' });
      page.changeLanguage('en');
      page.getFixedT('en', 'common')('onlyFinnish');
      page.addResources(kept);
    }).not.toThrow();
    expect(kept).toEqual(resources);
  });
});
