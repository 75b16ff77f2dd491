/**
 * The route table against docs/product/screens.md (and docs/decisions.md#localized-paths for the paths the product docs do not show),
 * for every route key in every locale.
 */
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import {
  alternates,
  canonicalRedirect,
  href,
  LOCALES,
  localizedPath,
  localizedRewrites,
  matchPublicPath,
  pageClassName,
  ROUTE_KEYS,
  routeFlags,
  routeKeyForPage,
  routeParamNames,
  ROUTES,
  toLocale,
  type Locale,
  type RouteKey,
} from '@/lib/routes';
import { groupUrl, PLAY_BUTTON_DEFAULT_LABEL, PLAY_BUTTON_LABEL_KEY, playUrl, providerUrl } from '@/lib/routes/urls';

const PARAMS = { slug: 'book-of-dead', id: 42 };

/** Public paths (without locale prefix), decoded, with PARAMS filled in. */
const EXPECTED: Record<RouteKey, Record<Locale, string>> = {
  home: { en: '/', fi: '/', et: '/' },
  login: { en: '/login', fi: '/kirjaudu', et: '/sisselogimine' },
  verifyEmail: { en: '/verifyemail', fi: '/vahvista-sahkoposti', et: '/kinnita-meil' },
  forgotPassword: { en: '/login/forgotPassword', fi: '/kirjaudu/unohtunut-salasana', et: '/sisselogimine/unustatud-parool' },
  profileLimits: { en: '/profile/limits', fi: '/profiili/rajat', et: '/profiil/limiidid' },
  playOverview: { en: '/profile/play', fi: '/profiili/pelaamisesi', et: '/profiil/mangimine' },
  transactionsDeposits: {
    en: '/profile/transactions/deposits',
    fi: '/profiili/tapahtumat/talletukset',
    et: '/profiil/tehingud/sissemaksed',
  },
  transactionsWithdraws: {
    en: '/profile/transactions/withdraw',
    fi: '/profiili/tapahtumat/kotiutukset',
    et: '/profiil/tehingud/valjamaksed',
  },
  transactionsGameActions: {
    en: '/profile/transactions/gameactions',
    fi: '/profiili/tapahtumat/pelitapahtumat',
    et: '/profiil/tehingud/mangutehingud',
  },
  news: { en: '/news', fi: '/uutiset', et: '/uudised' },
  newsArticle: { en: '/news/book-of-dead', fi: '/uutiset/book-of-dead', et: '/uudised/book-of-dead' },
  infoPage: { en: '/info/book-of-dead', fi: '/tietoa/book-of-dead', et: '/teave/book-of-dead' },
  search: { en: '/search', fi: '/haku', et: '/otsing' },
  campaigns: { en: '/campaigns', fi: '/kampanjat', et: '/pakkumine' },
  registration: { en: '/registration', fi: '/rekisteroidy', et: '/registreerimine' },
  liveCasino: { en: '/livecasino', fi: '/livekasino', et: '/live-kasiino' },
  bonusWheel: { en: '/bonuswheel', fi: '/bonuspyora', et: '/boonusratas' },
  bonusGame: { en: '/bonus-game', fi: '/bonuspeli', et: '/boonusmäng' },
  goldRush: { en: '/gold-rush', fi: '/kultajahti', et: '/kullajaht' },
  gamePlay: { en: '/game/book-of-dead/play', fi: '/peli/book-of-dead/pelaa', et: '/mang/book-of-dead/mangi' },
  gameProviders: { en: '/suppliers', fi: '/pelivalmistajat', et: '/mangude-toimetajad' },
  favourites: { en: '/games/favourites', fi: '/pelit/suosikit', et: '/mangud/lemmikud' },
  lastPlayed: { en: '/games/last-played', fi: '/pelit/viimeksi-pelatut', et: '/mangud/viimati-mangitud' },
  singleProvider: { en: '/gameprovider/42/book-of-dead', fi: '/pelivalmistaja/42/book-of-dead', et: '/mangude-toimetaja/42/book-of-dead' },
  liveCasinoGroup: { en: '/livecasino/42/book-of-dead', fi: '/livekasino/42/book-of-dead', et: '/live-kasiino/42/book-of-dead' },
  slotsGroup: { en: '/games/42/book-of-dead', fi: '/pelit/42/book-of-dead', et: '/mangud/42/book-of-dead' },
  slotsIndex: { en: '/games', fi: '/pelit', et: '/mangud' },
  slotsGroupById: { en: '/games/42', fi: '/pelit/42', et: '/mangud/42' },
  liveCasinoGroupById: { en: '/livecasino/42', fi: '/livekasino/42', et: '/live-kasiino/42' },
  providerById: { en: '/gameprovider/42', fi: '/pelivalmistaja/42', et: '/mangude-toimetaja/42' },
};

const CASES = ROUTE_KEYS.flatMap((key) => LOCALES.map((locale) => [key, locale] as const));

/** The pathname Next sees for a link: what a browser sends, parsed the way Next parses it. */
const requestPathname = (path: string) => new URL(path, 'http://localhost').pathname;

/** Next's own matcher for custom routes (server/lib/router-utils/filesystem buildCustomRoute). */
function rewriteTarget(pathname: string): string | undefined {
  for (const rule of localizedRewrites()) {
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(pathname);
    if (params) {
      return rule.destination.replace(/:(\w+)/g, (_, name: string) => String((params as Record<string, string>)[name]));
    }
  }
  return undefined;
}

describe('the table', () => {
  it('has exactly the expected route keys', () => {
    expect([...ROUTE_KEYS].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(LOCALES).toEqual(['fi', 'et', 'en']);
  });

  it('English paths are the page paths', () => {
    for (const key of ROUTE_KEYS) {
      expect(ROUTES[key].paths.en).toBe(ROUTES[key].page.replace(/\[(\w+)\]/g, '{$1}'));
    }
  });

  it('no two routes share a public path in one locale', () => {
    for (const locale of LOCALES) {
      const paths = ROUTE_KEYS.map((key) => ROUTES[key].paths[locale]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});

describe.each(CASES)('%s in %s', (key, locale) => {
  const expected = EXPECTED[key][locale];
  const expectedHref = expected === '/' ? `/${locale}` : `/${locale}${expected}`;

  it('href gives the expected path, percent-encoded like a browser sends it', () => {
    const link = href(key, PARAMS, locale);
    expect(decodeURI(link)).toBe(expectedHref);
    expect(link).toBe(requestPathname(expectedHref));
    expect(localizedPath(key, PARAMS, locale)).toBe(requestPathname(expected));
  });

  it('matchPublicPath round-trips, encoded and decoded', () => {
    const link = href(key, PARAMS, locale);
    const params = Object.fromEntries(routeParamNames(key).map((name) => [name, String(PARAMS[name as keyof typeof PARAMS])]));
    expect(matchPublicPath(link)).toEqual({ key, locale, params });
    expect(matchPublicPath(decodeURI(link))).toEqual({ key, locale, params });
  });

  it('a rewrite takes the public path to the page (as Next matches it)', () => {
    const link = href(key, PARAMS, locale);
    const page = `/${locale}${ROUTES[key].page.replace(/\[(\w+)\]/g, (_, name: string) => String(PARAMS[name as keyof typeof PARAMS]))}`;
    const target = rewriteTarget(requestPathname(link)) ?? requestPathname(link);
    expect(target.replace(/\/$/, '') || '/').toBe(page.replace(/\/$/, ''));
  });

  it('the public path is canonical', () => {
    expect(canonicalRedirect(href(key, PARAMS, locale))).toBeUndefined();
  });

  it('the page path redirects to the public path', () => {
    const pagePath = `/${locale}${ROUTES[key].page.replace(/\[(\w+)\]/g, (_, name: string) => String(PARAMS[name as keyof typeof PARAMS]))}`;
    const redirect = canonicalRedirect(pagePath === `/${locale}/` ? `/${locale}` : pagePath);
    if (locale === 'en' || key === 'home') expect(redirect).toBeUndefined();
    else expect(redirect).toBe(href(key, PARAMS, locale));
  });
});

describe('rewrites', () => {
  it('cover every localized path exactly once, with locale: false', () => {
    const rules = localizedRewrites();
    const localized = CASES.filter(([key, locale]) => ROUTES[key].paths[locale] !== ROUTES[key].paths.en);
    expect(rules).toHaveLength(localized.length);
    for (const rule of rules) expect(rule.locale).toBe(false);
  });

  it('the Estonian bonus game path is matched in its encoded form', () => {
    const rule = localizedRewrites().find((r) => r.destination === '/et/bonus-game');
    expect(rule?.source).toBe('/et/boonusm%C3%A4ng');
    expect(rewriteTarget('/et/boonusm%C3%A4ng')).toBe('/et/bonus-game');
    // Lower-case hex is the same URL (Next's matcher is case-insensitive by default).
    expect(rewriteTarget('/et/boonusm%c3%a4ng')).toBe('/et/bonus-game');
    // Next parses every request URL with WHATWG URL, so a raw 'ä' arrives encoded too.
    expect(requestPathname('/et/boonusmäng')).toBe('/et/boonusm%C3%A4ng');
  });

  it('keeps params percent-encoded in dynamic paths', () => {
    expect(href('gamePlay', { slug: 'kääk peli' }, 'fi')).toBe('/fi/peli/k%C3%A4%C3%A4k%20peli/pelaa');
    expect(matchPublicPath('/fi/peli/k%C3%A4%C3%A4k%20peli/pelaa')).toEqual({
      key: 'gamePlay',
      locale: 'fi',
      params: { slug: 'kääk peli' },
    });
    expect(() => href('gamePlay', {}, 'fi')).toThrow(/slug/);
  });
});

describe('helpers', () => {
  it("canonicalRedirect('/fi/login') → '/fi/kirjaudu'", () => {
    expect(canonicalRedirect('/fi/login')).toBe('/fi/kirjaudu');
    expect(canonicalRedirect('/et/bonus-game')).toBe('/et/boonusm%C3%A4ng');
    expect(canonicalRedirect('/fi/game/x/play')).toBe('/fi/peli/x/pelaa');
    expect(canonicalRedirect('/fi/games/favourites')).toBe('/fi/pelit/suosikit');
    expect(canonicalRedirect('/en/login')).toBeUndefined();
    expect(canonicalRedirect('/fi/unknown-page')).toBeUndefined();
    expect(canonicalRedirect('/xx/login')).toBeUndefined();
  });

  it('matchPublicPath rejects unknown paths and locales', () => {
    expect(matchPublicPath('/fi/nothing-here')).toBeUndefined();
    expect(matchPublicPath('/de/login')).toBeUndefined();
    expect(matchPublicPath('/fi/login')).toBeUndefined();
    expect(matchPublicPath('/fi')).toEqual({ key: 'home', locale: 'fi', params: {} });
  });

  it('alternates give each locale plus x-default (Finnish)', () => {
    expect(alternates('gamePlay', { slug: 'x' })).toEqual([
      { hrefLang: 'fi', href: '/fi/peli/x/pelaa' },
      { hrefLang: 'et', href: '/et/mang/x/mangi' },
      { hrefLang: 'en', href: '/en/game/x/play' },
      { hrefLang: 'x-default', href: '/fi/peli/x/pelaa' },
    ]);
    expect(alternates('bonusGame').find((a) => a.hrefLang === 'et')?.href).toBe('/et/boonusm%C3%A4ng');
  });

  it('pageClassName derives from the route key', () => {
    expect(pageClassName('home')).toBe('page-home');
    expect(pageClassName('gamePlay')).toBe('page-game-play');
    expect(pageClassName('liveCasinoGroupById')).toBe('page-live-casino-group-by-id');
    expect(pageClassName(undefined)).toBe('page-unknown');
    for (const key of ROUTE_KEYS) expect(pageClassName(key)).toMatch(/^page-[a-z-]+$/);
  });

  it('routeKeyForPage and flags', () => {
    expect(routeKeyForPage('/game/[slug]/play')).toBe('gamePlay');
    expect(routeKeyForPage('/nope')).toBeUndefined();
    // Page n of a paged list (rewritten from ?page=n) is its list's route.
    expect(routeKeyForPage('/games/[id]/[slug]/page/[page]')).toBe('slotsGroup');
    expect(routeKeyForPage('/games/page/[page]')).toBe('slotsIndex');
    expect(routeFlags('campaigns').requiresLogin).toBe(true);
    expect(routeFlags('transactionsDeposits').requiresLogin).toBe(true);
    expect(routeFlags('transactionsWithdraws').requiresLogin).toBe(true);
    expect(routeFlags('transactionsGameActions').requiresLogin).toBe(true);
    expect(routeFlags('login').anonymousOnly).toBe(true);
    expect(routeFlags('gamePlay').gamePage).toBe(true);
    expect(routeFlags(undefined)).toEqual({});
    expect(toLocale('default')).toBe('fi');
    expect(toLocale('et')).toBe('et');
  });

  it.each(LOCALES)('URL helpers in %s', (locale) => {
    expect(playUrl('book-of-dead', locale)).toBe(href('gamePlay', { slug: 'book-of-dead' }, locale));
    expect(groupUrl(42, 'slots', locale)).toBe(`/${locale}${EXPECTED.slotsGroupById[locale]}`);
    expect(groupUrl(42, 'livecasino', locale)).toBe(`/${locale}${EXPECTED.liveCasinoGroupById[locale]}`);
    expect(groupUrl(42, 'slots', locale, 'book-of-dead')).toBe(`/${locale}${EXPECTED.slotsGroup[locale]}`);
    expect(groupUrl(42, 'livecasino', locale, 'book-of-dead')).toBe(`/${locale}${EXPECTED.liveCasinoGroup[locale]}`);
    expect(providerUrl(42, locale)).toBe(`/${locale}${EXPECTED.providerById[locale]}`);
    expect(providerUrl(42, locale, 'book-of-dead')).toBe(`/${locale}${EXPECTED.singleProvider[locale]}`);
  });

  it('the product helper shapes in English: /game/{slug}/play, /games/{id}, /livecasino/{id}, /gameprovider/{id}', () => {
    expect(playUrl('x', 'en')).toBe('/en/game/x/play');
    expect(groupUrl(1, 'slots', 'en')).toBe('/en/games/1');
    expect(groupUrl(1, 'livecasino', 'en')).toBe('/en/livecasino/1');
    expect(providerUrl(1, 'en')).toBe('/en/gameprovider/1');
    expect(playUrl('x')).toBe('/fi/peli/x/pelaa');
  });

  it('the Play button is labelled Pelaa by default', () => {
    expect(PLAY_BUTTON_DEFAULT_LABEL).toBe('Pelaa');
    expect(PLAY_BUTTON_LABEL_KEY).toBe('play');
  });
});
