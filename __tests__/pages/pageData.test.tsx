/**
 * Every page's data stays under the page-data budget (40 kB of __NEXT_DATA__) and carries the
 * translation namespaces its server render uses, all of them and only them: the page is rendered
 * through _app (layout included) from the props its own data function builds, and every key the
 * render asks for that the page data lacks is recorded (a missing namespace shows raw keys).
 * The props are built against the real platform on a fresh seed, so that the catalogue, news and
 * CMS pages have their real sizes (msw has no catalogue answers): msw hands the site's /api and
 * /api/cms calls to it over HTTP.
 */
import { useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { AppProps } from 'next/app';
import { displaySlug } from '@/lib/games/suffix';
import { LOCALES, type Locale } from '@/lib/routes';
import { NAMESPACES, pageNamespaces, type Namespace, type PageLayout } from '@/lib/i18n/namespaces';
import type { Translations } from '@/lib/i18n/translations';
import { TranslationsContext } from '@/lib/i18n/useTranslation';
import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { startRealPlatform, type RealPlatform } from '../msw/realPlatform';

// isomorphic-dompurify loads a second jsdom (ESM-only deps) under jest; use DOMPurify on the test window.
jest.mock('isomorphic-dompurify', () => {
  const createDOMPurify = jest.requireActual('dompurify');
  return createDOMPurify(window);
});

const mockRouter = {
  locale: 'fi',
  pathname: '/',
  asPath: '/fi',
  query: {} as Record<string, string>,
  isReady: true,
  events: { on() {}, off() {} },
};
jest.mock('next/router', () => ({ useRouter: () => mockRouter, default: { events: { on() {}, off() {} } } }));

const PAGE_DATA_BUDGET = 40 * 1024;

let platform: RealPlatform | undefined;

interface PageModule {
  default: ComponentType<Record<string, unknown>>;
  PAGE_NAMESPACES: readonly Namespace[];
  PAGE_LAYOUT?: PageLayout;
  getStaticProps?: (context: Record<string, unknown>) => Promise<Record<string, unknown>>;
  getServerSideProps?: (context: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

interface PageCase {
  name: string;
  /** Next's page path, e.g. '/games/[id]/[slug]'. */
  pathname: string;
  load: () => Promise<PageModule>;
  params?: (locale: Locale) => Promise<Record<string, string>>;
  query?: Record<string, string>;
}

async function cms<T>(path: string): Promise<T> {
  return (await (await fetch(`${window.location.origin}/api/cms${path}`)).json()) as T;
}

const firstSlotsGroup = async (locale: Locale) => {
  const groups = await cms<{ id: number; slug: string }[]>(`/game-groups-translated?lang=${locale}&type=slots`);
  return { id: String(groups[0].id), slug: groups[0].slug };
};

const PAGES: PageCase[] = [
  { name: 'home', pathname: '/', load: () => import('@/pages/index') as unknown as Promise<PageModule> },
  { name: 'slots index', pathname: '/games', load: () => import('@/pages/games/index') as unknown as Promise<PageModule> },
  {
    name: 'slots index, page 2',
    pathname: '/games/page/[page]',
    load: () => import('@/pages/games/page/[page]') as unknown as Promise<PageModule>,
    params: async () => ({ page: '2' }),
  },
  {
    name: 'slots group',
    pathname: '/games/[id]/[slug]',
    load: () => import('@/pages/games/[id]/[slug]') as unknown as Promise<PageModule>,
    params: firstSlotsGroup,
  },
  { name: 'live casino', pathname: '/livecasino', load: () => import('@/pages/livecasino/index') as unknown as Promise<PageModule> },
  {
    name: 'live casino group',
    pathname: '/livecasino/[id]/[slug]',
    load: () => import('@/pages/livecasino/[id]/[slug]') as unknown as Promise<PageModule>,
    params: async (locale) => {
      const groups = await cms<{ id: number; slug: string }[]>(`/child-game-groups-translated?lang=${locale}&parent=live-casino`);
      return { id: String(groups[0].id), slug: groups[0].slug };
    },
  },
  { name: 'game providers', pathname: '/suppliers', load: () => import('@/pages/suppliers') as unknown as Promise<PageModule> },
  {
    name: 'single provider',
    pathname: '/gameprovider/[id]/[slug]',
    load: () => import('@/pages/gameprovider/[id]/[slug]') as unknown as Promise<PageModule>,
    params: async () => {
      const suppliers = await cms<{ id: number; slug: string; game_count: number }[]>('/suppliers');
      const biggest = [...suppliers].sort((a, b) => b.game_count - a.game_count)[0];
      return { id: String(biggest.id), slug: biggest.slug };
    },
  },
  { name: 'news', pathname: '/news', load: () => import('@/pages/news') as unknown as Promise<PageModule> },
  {
    name: 'news article',
    pathname: '/news/[slug]',
    load: () => import('@/pages/news/[slug]') as unknown as Promise<PageModule>,
    params: async (locale) => {
      const list = await cms<{ items: { slug: string }[] }>(`/blogs?lang=${locale}&page=1`);
      return { slug: list.items[0].slug };
    },
  },
  {
    name: 'info page',
    pathname: '/info/[slug]',
    load: () => import('@/pages/info/[slug]') as unknown as Promise<PageModule>,
    params: async () => ({ slug: 'terms' }),
  },
  { name: 'campaigns', pathname: '/campaigns', load: () => import('@/pages/campaigns') as unknown as Promise<PageModule> },
  { name: 'login', pathname: '/login', load: () => import('@/pages/login') as unknown as Promise<PageModule> },
  {
    name: 'forgot password',
    pathname: '/login/forgotPassword',
    load: () => import('@/pages/login/forgotPassword') as unknown as Promise<PageModule>,
  },
  { name: 'registration', pathname: '/registration', load: () => import('@/pages/registration') as unknown as Promise<PageModule> },
  { name: 'verify email', pathname: '/verifyemail', load: () => import('@/pages/verifyemail') as unknown as Promise<PageModule> },
  { name: 'bonus wheel', pathname: '/bonuswheel', load: () => import('@/pages/bonuswheel') as unknown as Promise<PageModule> },
  { name: 'bonus game', pathname: '/bonus-game', load: () => import('@/pages/bonus-game') as unknown as Promise<PageModule> },
  { name: 'gold rush', pathname: '/gold-rush', load: () => import('@/pages/gold-rush') as unknown as Promise<PageModule> },
  { name: 'favourites', pathname: '/games/favourites', load: () => import('@/pages/games/favourites') as unknown as Promise<PageModule> },
  {
    name: 'last played',
    pathname: '/games/last-played',
    load: () => import('@/pages/games/last-played') as unknown as Promise<PageModule>,
  },
  { name: 'limits', pathname: '/profile/limits', load: () => import('@/pages/profile/limits') as unknown as Promise<PageModule> },
  {
    name: 'deposits',
    pathname: '/profile/transactions/deposits',
    load: () => import('@/pages/profile/transactions/deposits') as unknown as Promise<PageModule>,
  },
  {
    name: 'withdrawals',
    pathname: '/profile/transactions/withdraw',
    load: () => import('@/pages/profile/transactions/withdraw') as unknown as Promise<PageModule>,
  },
  {
    name: 'game actions',
    pathname: '/profile/transactions/gameactions',
    load: () => import('@/pages/profile/transactions/gameactions') as unknown as Promise<PageModule>,
  },
  { name: 'not found', pathname: '/404', load: () => import('@/pages/404') as unknown as Promise<PageModule> },
  { name: 'search', pathname: '/search', load: () => import('@/pages/search') as unknown as Promise<PageModule>, query: { q: 'book' } },
  {
    name: 'game play',
    pathname: '/game/[slug]/play',
    load: () => import('@/pages/game/[slug]/play') as unknown as Promise<PageModule>,
    params: async () => {
      const games = await cms<{ items: { slug: string }[] }>('/games?page=1&pageSize=1');
      return { slug: displaySlug(games.items[0].slug) };
    },
  },
];

type Props = Record<string, unknown> & { _nextI18Next: { initialI18nStore: Record<string, Record<string, unknown>>; ns: string[] } };

async function buildProps(page: PageCase, mod: PageModule, locale: Locale): Promise<Props> {
  const params = page.params ? await page.params(locale) : undefined;
  const query = { ...page.query, ...params };
  const result = mod.getStaticProps
    ? await mod.getStaticProps({ locale, params, locales: LOCALES, defaultLocale: 'fi' })
    : await mod.getServerSideProps!({ locale, params, query, req: { headers: {} }, res: { setHeader() {} }, resolvedUrl: page.pathname });
  if (!('props' in result)) throw new Error(`${page.name} (${locale}) gave no props: ${JSON.stringify(result)}`);
  return result.props as Props;
}

/** The page data as Next writes it into the HTML (the parts that do not depend on the page are a few hundred bytes). */
function pageDataBytes(page: PageCase, props: Props, locale: Locale): number {
  const data = {
    props: { pageProps: props },
    page: page.pathname,
    query: page.query ?? {},
    buildId: 'x'.repeat(21),
    isFallback: false,
    gsp: true,
    locale,
    locales: ['default', ...LOCALES],
    defaultLocale: 'default',
    scriptLoader: [],
  };
  return Buffer.byteLength(JSON.stringify(data));
}

/** Renders the page through _app as the server does and gives the keys the render missed ('namespace:key'). */
async function missingKeys(page: PageCase, mod: PageModule, props: Props, locale: Locale): Promise<string[]> {
  const App = (await import('@/pages/_app')).default as unknown as ComponentType<AppProps>;
  Object.assign(mockRouter, { locale, pathname: page.pathname, asPath: `/${locale}`, query: page.query ?? {} });
  // The page picks up the render's translation store, which records what it did not hold.
  let store: Translations | undefined;
  function Page(pageProps: Record<string, unknown>) {
    store = useContext(TranslationsContext);
    return <mod.default {...pageProps} />;
  }
  renderToString(<App Component={Page} pageProps={props} router={mockRouter as unknown as AppProps['router']} />);
  return [...(store?.missing ?? [])];
}

function withoutNamespace(props: Props, locale: Locale, ns: string): Props {
  const store = { ...props._nextI18Next.initialI18nStore[locale] };
  delete store[ns];
  return {
    ...props,
    _nextI18Next: { ...props._nextI18Next, initialI18nStore: { [locale]: store }, ns: props._nextI18Next.ns.filter((n) => n !== ns) },
  };
}

/** The site's same-origin /api and /api/cms (next.config rewrites) answered by the real platform. */
const forward = setupServer(
  http.all(`${window.location.origin}/api/*`, async ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/cms\//, '/cms/').replace(/^\/api\//, '/');
    const answer = await fetch(`${platform!.url}${path}${url.search}`, { method: request.method, headers: request.headers });
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers: answer.headers });
  }),
  http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
);

beforeAll(async () => {
  platform = await startRealPlatform();
  forward.listen({ onUnhandledRequest: 'error' });
}, 90_000);

afterAll(async () => {
  forward.close();
  await platform?.stop();
});

it('next-i18next.config.js lists every namespace', () => {
  expect(jest.requireActual('../../next-i18next.config.js').ns).toEqual([...NAMESPACES]);
});

describe.each(PAGES)('$name', (page) => {
  it.each(LOCALES)(
    'in %s: page data under 40 kB, only its own language and namespaces, no raw key',
    async (locale) => {
      const mod = await page.load();
      const props = await buildProps(page, mod, locale);
      expect(pageDataBytes(page, props, locale)).toBeLessThan(PAGE_DATA_BUDGET);
      expect(Object.keys(props._nextI18Next.initialI18nStore)).toEqual([locale]);
      expect(props._nextI18Next.ns).toEqual(pageNamespaces(mod.PAGE_NAMESPACES, mod.PAGE_LAYOUT));
      expect(await missingKeys(page, mod, props, locale)).toEqual([]);
    },
    30_000,
  );

  it('needs every namespace it declares (without one, its keys show raw)', async () => {
    const mod = await page.load();
    const props = await buildProps(page, mod, 'fi');
    for (const ns of props._nextI18Next.ns) {
      const missing = await missingKeys(page, mod, withoutNamespace(props, 'fi', ns), 'fi');
      expect({ ns, used: missing.some((key) => key.startsWith(`${ns}:`)) }).toEqual({ ns, used: true });
    }
  }, 30_000);
});
