/**
 * The one route table of the site (docs/product/screens.md "Route table").
 *
 * `page` is the Next.js page file path (English, with [param] segments); `paths` holds the
 * public path in each locale with {param} placeholders. Localized paths that docs/product/screens.md leaves
 * "not shown" are our choice, recorded in docs/decisions.md#localized-paths.
 */
export const LOCALES = ['fi', 'et', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fi';
/** Next's placeholder locale: a request without a locale prefix lands here and is redirected. */
export const PLACEHOLDER_LOCALE = 'default';

export interface RouteFlags {
  /** Send a logged-out visitor to the login route once the player load has finished. */
  requiresLogin?: boolean;
  /** Send a logged-in player to redirectUrl (or home). */
  anonymousOnly?: boolean;
  /** Show the desktop top navigation bar (default true). */
  topNavigation?: boolean;
  /** Show the loading screen while loading flags are set (default true). */
  loadingScreen?: boolean;
  /** Game pages hide the footer and show the 'game on' label. */
  gamePage?: boolean;
}

export interface RouteDefinition {
  page: string;
  paths: Record<Locale, string>;
  flags?: RouteFlags;
}

/**
 * The pre-rendered catalogue and content pages paint their whole content at once, with the player's
 * parts in reserved space, so the loading screen would only hide a finished page
 * (docs/decisions.md#loading-screen).
 */
const PRE_RENDERED: RouteFlags = { loadingScreen: false };

export const ROUTES = {
  home: { page: '/', paths: { en: '/', fi: '/', et: '/' }, flags: PRE_RENDERED },
  login: {
    page: '/login',
    paths: { en: '/login', fi: '/kirjaudu', et: '/sisselogimine' },
    flags: { anonymousOnly: true },
  },
  verifyEmail: {
    page: '/verifyemail',
    paths: { en: '/verifyemail', fi: '/vahvista-sahkoposti', et: '/kinnita-meil' },
  },
  forgotPassword: {
    page: '/login/forgotPassword',
    paths: {
      en: '/login/forgotPassword',
      fi: '/kirjaudu/unohtunut-salasana',
      et: '/sisselogimine/unustatud-parool',
    },
    flags: { anonymousOnly: true },
  },
  profileLimits: {
    page: '/profile/limits',
    paths: { en: '/profile/limits', fi: '/profiili/rajat', et: '/profiil/limiidid' },
    flags: { requiresLogin: true },
  },
  playOverview: {
    page: '/profile/play',
    paths: { en: '/profile/play', fi: '/profiili/pelaamisesi', et: '/profiil/mangimine' },
    flags: { requiresLogin: true },
  },
  transactionsDeposits: {
    page: '/profile/transactions/deposits',
    paths: {
      en: '/profile/transactions/deposits',
      fi: '/profiili/tapahtumat/talletukset',
      et: '/profiil/tehingud/sissemaksed',
    },
    flags: { requiresLogin: true },
  },
  transactionsWithdraws: {
    page: '/profile/transactions/withdraw',
    paths: {
      en: '/profile/transactions/withdraw',
      fi: '/profiili/tapahtumat/kotiutukset',
      et: '/profiil/tehingud/valjamaksed',
    },
    flags: { requiresLogin: true },
  },
  transactionsGameActions: {
    page: '/profile/transactions/gameactions',
    paths: {
      en: '/profile/transactions/gameactions',
      fi: '/profiili/tapahtumat/pelitapahtumat',
      et: '/profiil/tehingud/mangutehingud',
    },
    flags: { requiresLogin: true },
  },
  news: { page: '/news', paths: { en: '/news', fi: '/uutiset', et: '/uudised' }, flags: PRE_RENDERED },
  newsArticle: {
    page: '/news/[slug]',
    paths: { en: '/news/{slug}', fi: '/uutiset/{slug}', et: '/uudised/{slug}' },
    flags: PRE_RENDERED,
  },
  infoPage: {
    page: '/info/[slug]',
    paths: { en: '/info/{slug}', fi: '/tietoa/{slug}', et: '/teave/{slug}' },
    flags: PRE_RENDERED,
  },
  search: { page: '/search', paths: { en: '/search', fi: '/haku', et: '/otsing' } },
  campaigns: {
    page: '/campaigns',
    paths: { en: '/campaigns', fi: '/kampanjat', et: '/pakkumine' },
    flags: { requiresLogin: true },
  },
  registration: {
    page: '/registration',
    paths: { en: '/registration', fi: '/rekisteroidy', et: '/registreerimine' },
    flags: { anonymousOnly: true },
  },
  liveCasino: {
    page: '/livecasino',
    paths: { en: '/livecasino', fi: '/livekasino', et: '/live-kasiino' },
    flags: PRE_RENDERED,
  },
  bonusWheel: {
    page: '/bonuswheel',
    paths: { en: '/bonuswheel', fi: '/bonuspyora', et: '/boonusratas' },
  },
  bonusGame: {
    page: '/bonus-game',
    paths: { en: '/bonus-game', fi: '/bonuspeli', et: '/boonusmäng' },
  },
  goldRush: {
    page: '/gold-rush',
    paths: { en: '/gold-rush', fi: '/kultajahti', et: '/kullajaht' },
  },
  gamePlay: {
    page: '/game/[slug]/play',
    paths: { en: '/game/{slug}/play', fi: '/peli/{slug}/pelaa', et: '/mang/{slug}/mangi' },
    flags: { gamePage: true },
  },
  gameProviders: {
    page: '/suppliers',
    paths: { en: '/suppliers', fi: '/pelivalmistajat', et: '/mangude-toimetajad' },
    flags: PRE_RENDERED,
  },
  favourites: {
    page: '/games/favourites',
    paths: { en: '/games/favourites', fi: '/pelit/suosikit', et: '/mangud/lemmikud' },
    flags: { requiresLogin: true },
  },
  lastPlayed: {
    page: '/games/last-played',
    paths: {
      en: '/games/last-played',
      fi: '/pelit/viimeksi-pelatut',
      et: '/mangud/viimati-mangitud',
    },
    flags: { requiresLogin: true },
  },
  singleProvider: {
    page: '/gameprovider/[id]/[slug]',
    paths: {
      en: '/gameprovider/{id}/{slug}',
      fi: '/pelivalmistaja/{id}/{slug}',
      et: '/mangude-toimetaja/{id}/{slug}',
    },
    flags: PRE_RENDERED,
  },
  liveCasinoGroup: {
    page: '/livecasino/[id]/[slug]',
    paths: {
      en: '/livecasino/{id}/{slug}',
      fi: '/livekasino/{id}/{slug}',
      et: '/live-kasiino/{id}/{slug}',
    },
    flags: PRE_RENDERED,
  },
  slotsGroup: {
    page: '/games/[id]/[slug]',
    paths: { en: '/games/{id}/{slug}', fi: '/pelit/{id}/{slug}', et: '/mangud/{id}/{slug}' },
    flags: PRE_RENDERED,
  },
  slotsIndex: { page: '/games', paths: { en: '/games', fi: '/pelit', et: '/mangud' }, flags: PRE_RENDERED },
  // Short forms of the product's URL helpers (group and provider URL without the slug); kept last so
  // that static paths such as /games/favourites match first.
  slotsGroupById: {
    page: '/games/[id]',
    paths: { en: '/games/{id}', fi: '/pelit/{id}', et: '/mangud/{id}' },
  },
  liveCasinoGroupById: {
    page: '/livecasino/[id]',
    paths: { en: '/livecasino/{id}', fi: '/livekasino/{id}', et: '/live-kasiino/{id}' },
  },
  providerById: {
    page: '/gameprovider/[id]',
    paths: { en: '/gameprovider/{id}', fi: '/pelivalmistaja/{id}', et: '/mangude-toimetaja/{id}' },
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof ROUTES;
export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];
