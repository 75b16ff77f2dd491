import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { renderToString } from 'react-dom/server';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { act, type ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { GameGrid } from '@/components/games/GameGrid';
import { GameRow } from '@/components/games/GameRow';
import { GroupNav } from '@/components/games/GroupNav';
import { Pagination, pageHref } from '@/components/common/Pagination';
import { mainNavItems } from '@/components/layout/navItems';
import { navGroupsFromMenu } from '@/lib/games/nav';
import { toCard, type GameCardData } from '@/lib/games/card';
import { theme } from '@/styles/theme';
import { IMAGE_QUALITY } from '@/components/common/optimizedImage';
import { LAZY_LOAD_MARGIN_PX } from '@/lib/constants';
import { GAME_ART_SIZES } from '@/components/games/GameCard';
import { watchThumbnails } from '@/components/common/imageLoading';
import { WAITING_SRC } from '@/components/common/waitingImage';
import { SCRIPT_LIST_ID } from '@/lib/security/scriptList';
import { Thumbnail } from '@/components/common/Thumbnail';
import type { Game, MenuItem } from '@/lib/games/types';

jest.mock('@/lib/i18n/useTranslation', () => ({
  useTranslation: () => ({
    t: (key: string, options?: unknown) =>
      key === 'play'
        ? 'Pelaa'
        : key === 'art'
          ? `Pelin ${(options as { name: string }).name} kuva`
          : typeof options === 'object' && options && 'page' in options
            ? `${key}:${(options as { page: number }).page}`
            : key,
  }),
}));

const renderThemed = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

function ddmmyyyy(daysAgo: number): string {
  const date = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

const game = (overrides: Partial<Game> = {}): Game => ({
  id: 1,
  slug: 'book-of-sand-low',
  name: 'Book of Sand Low',
  friendly_name: 'Book of Sand Low',
  supplier_id: 84,
  supplier: { id: 84, name: 'Zinniacrest Digital', slug: 'zinniacrest-digital' },
  release_date: ddmmyyyy(400),
  release_timestamp: Date.now() - 400 * 86_400_000,
  is_new: false,
  enabled: true,
  has_demo: true,
  live_casino: false,
  tags: [],
  thumbnail: '/api/cms/thumbnails/book-of-sand-low.svg',
  ...overrides,
});

/** The Next router a page has: the lists navigate through it. */
function testRouter() {
  return {
    locale: 'fi',
    asPath: '/fi',
    pathname: '/',
    query: {},
    push: jest.fn().mockResolvedValue(true),
    prefetch: jest.fn().mockResolvedValue(undefined),
  };
}

function renderList(ui: ReactElement, router = testRouter()) {
  renderThemed(<RouterContext.Provider value={router as unknown as NextRouter}>{ui}</RouterContext.Provider>);
  return router;
}

describe('game card', () => {
  it('shows the stripped name, the supplier, the thumbnail and a Play button to the play URL', async () => {
    renderList(<GameGrid games={[toCard(game())]} locale="fi" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Book of Sand' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Zinniacrest Digital' })).toHaveAttribute(
      'href',
      '/fi/pelivalmistaja/84/zinniacrest-digital',
    );
    const play = within(card).getByRole('link', { name: /^Pelaa/ });
    expect(play).toHaveAttribute('href', '/fi/peli/book-of-sand/pelaa');
    // SVG thumbnails are served as they are (not through the image optimizer); without an
    // IntersectionObserver (jsdom) a card's image gets its src at once, from thumbnailLoading's chunk.
    // The artwork's alt text is in the page's language, with the name without its suffix.
    const image = within(card).getByRole('img', { name: 'Pelin Book of Sand kuva' });
    await waitFor(() => expect(image).toHaveAttribute('src', '/api/cms/thumbnails/book-of-sand-low.svg'));
    expect(within(card).queryByText('newGame')).not.toBeInTheDocument();
  });

  it('labels a game released less than 14 days ago as new', () => {
    renderList(
      <GameGrid
        games={[
          toCard(game({ slug: 'book-of-embers', name: 'Book of Embers', friendly_name: 'Book of Embers', release_date: ddmmyyyy(3) })),
        ]}
        locale="en"
      />,
    );
    expect(screen.getByText('newGame')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Pelaa/ })).toHaveAttribute('href', '/en/game/book-of-embers/play');
  });
});

describe('game grid', () => {
  it("names its cards with h2: a grid stands right under the page's h1, and headings skip no level", () => {
    renderList(<GameGrid games={[toCard(game())]} locale="fi" label="Pelit" />);
    const list = screen.getByRole('list', { name: 'Pelit' });
    expect(within(list).getByRole('heading', { level: 2, name: 'Book of Sand' })).toBeInTheDocument();
  });

  it("opens a card's game and its supplier without reloading the page; a modified or middle click is the browser's", () => {
    const router = renderList(<GameGrid games={[toCard(game())]} locale="fi" />);
    const play = screen.getByRole('link', { name: /^Pelaa/ });
    // fireEvent returns false when the click's default (a full page load) was prevented.
    expect(fireEvent.click(play)).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/fi/peli/book-of-sand/pelaa', undefined, { locale: false });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Zinniacrest Digital' }))).toBe(false);
    expect(router.push).toHaveBeenLastCalledWith('/fi/pelivalmistaja/84/zinniacrest-digital', undefined, { locale: false });

    router.push.mockClear();
    expect(fireEvent.click(play, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(play, { metaKey: true })).toBe(true);
    expect(fireEvent.click(play, { button: 1 })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("prefetches a card's page when the pointer comes over its link", () => {
    const router = renderList(<GameGrid games={[toCard(game())]} locale="fi" />);
    fireEvent.mouseOver(screen.getByRole('link', { name: /^Pelaa/ }));
    expect(router.prefetch).toHaveBeenCalledWith('/fi/peli/book-of-sand/pelaa', undefined, { locale: false });
  });
});

describe('game row', () => {
  it("links its title and its show-all to the group, navigating client-side, with the cards' names as h3", () => {
    const router = renderList(<GameRow title="Suosituimmat" href="/fi/pelit/1/popular" games={[toCard(game())]} locale="fi" count={40} />);
    const row = screen.getByRole('region', { name: 'Suosituimmat' });
    expect(within(row).getByRole('heading', { level: 3, name: 'Book of Sand' })).toBeInTheDocument();
    const all = within(row).getByRole('link', { name: 'showAll' });
    expect(all).toHaveAttribute('href', '/fi/pelit/1/popular');
    expect(fireEvent.click(within(row).getByRole('link', { name: 'Suosituimmat' }))).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/fi/pelit/1/popular', undefined, { locale: false });
  });
});

describe('group chips', () => {
  it('link every group, mark the current one and open another without reloading the page', () => {
    const router = renderList(
      <GroupNav
        label="Ryhmät"
        links={[
          { key: 1, href: '/fi/pelit/1/popular', label: 'Suosituimmat', current: true },
          { key: 2, href: '/fi/pelit/2/new', label: 'Uudet' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Ryhmät' });
    expect(within(nav).getByRole('link', { name: 'Suosituimmat' })).toHaveAttribute('aria-current', 'page');
    expect(fireEvent.click(within(nav).getByRole('link', { name: 'Uudet' }))).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/fi/pelit/2/new', undefined, { locale: false });
  });
});

describe('pagination component', () => {
  it('links the first, the neighbours and the last page, marks the current one', () => {
    const router = renderList(<Pagination page={5} pageCount={10} basePath="/fi/pelit" />);
    const nav = screen.getByRole('navigation', { name: 'pagination.label' });
    const numbers = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(numbers).toEqual(['‹pagination.previous', '1', '4', '5', '6', '10', '›pagination.next']);
    expect(within(nav).getByRole('link', { name: 'pagination.page:5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'pagination.page:1' })).toHaveAttribute('href', '/fi/pelit');
    expect(within(nav).getByRole('link', { name: 'pagination.page:10' })).toHaveAttribute('href', '/fi/pelit?page=10');
    // Client-side through the router, without a prefetch on sight.
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.click(within(nav).getByRole('link', { name: 'pagination.page:6' }));
    expect(router.push).toHaveBeenCalledWith('/fi/pelit?page=6', undefined, { locale: false });
  });
  it('is absent for a single page', () => {
    renderList(<Pagination page={1} pageCount={1} basePath="/fi/pelit" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(pageHref('/en/search', 2, { q: 'book' })).toBe('/en/search?q=book&page=2');
  });
});

describe('navigation game groups', () => {
  const menu: MenuItem[] = [
    { key: 'home', routeKey: 'home', title: 'Etusivu', children: [] },
    {
      key: 'games',
      routeKey: 'slotsIndex',
      title: 'Kasinopelit',
      children: [
        {
          id: 1,
          slug: 'popular',
          title: 'Suosituimmat',
          type: 'slots',
          url: '/games/1',
          routeKey: 'slotsGroup',
          params: { id: '1', slug: 'popular' },
        },
      ],
    },
    {
      key: 'livecasino',
      routeKey: 'liveCasino',
      title: 'Live-kasino',
      children: [
        {
          id: 21,
          slug: 'live-roulette',
          title: 'Ruletti',
          type: 'livecasino',
          url: '/livecasino/21',
          routeKey: 'liveCasinoGroup',
          params: { id: '21', slug: 'live-roulette' },
        },
      ],
    },
  ];

  it('casino games and live casino get sub-links per group; favourites and last played only when logged in', () => {
    const groups = navGroupsFromMenu(menu);
    expect(groups).toEqual({
      slotGroups: [{ id: 1, slug: 'popular', title: 'Suosituimmat' }],
      liveCasinoGroups: [{ id: 21, slug: 'live-roulette', title: 'Ruletti' }],
    });
    const anonymous = mainNavItems({ isLoggedIn: false, availableSpins: 0, ...groups });
    const games = anonymous.find((item) => item.id === 'casino-games');
    expect(games?.children?.map((child) => child.id)).toEqual(['all-games', 'slots-1']);
    expect(anonymous.find((item) => item.id === 'live-casino')?.children?.[0]).toMatchObject({
      routeKey: 'liveCasinoGroup',
      label: 'Ruletti',
    });
    const loggedIn = mainNavItems({ isLoggedIn: true, availableSpins: 0, ...groups });
    expect(loggedIn.find((item) => item.id === 'casino-games')?.children?.map((child) => child.id)).toEqual([
      'all-games',
      'slots-1',
      'favourites',
      'last-played',
    ]);
    expect(navGroupsFromMenu(null)).toBeNull();
  });
});

describe('thumbnails', () => {
  /** A stand-in for the browser's IntersectionObserver (jsdom has none): the test says what comes into view. */
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => undefined;
  beforeAll(() => {
    window.IntersectionObserver = class {
      constructor(
        callback: IntersectionObserverCallback,
        readonly options?: IntersectionObserverInit,
      ) {
        report = callback;
        expect(options?.rootMargin).toBe(`${LAZY_LOAD_MARGIN_PX}px`);
      }
      observe(element: Element) {
        observed.add(element);
      }
      unobserve(element: Element) {
        observed.delete(element);
      }
      disconnect() {
        observed.clear();
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterAll(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  const comeIntoView = (element: Element) =>
    act(() => report([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));

  /** A game's artwork through the image optimizer at `width` (next.config's quality, 75). */
  const optimized = (slug: string, width: number) =>
    `/_next/image?url=${encodeURIComponent(`/api/cms/thumbnails/${slug}.webp`)}&w=${width}&q=${IMAGE_QUALITY}`;
  /** The widths a card's artwork is offered at: next.config's from a quarter of the narrowest device width, up to the 800 px image's own. */
  const ART_WIDTHS = [256, 384, 640, 750, 828];
  const srcSetOf = (slug: string) => ART_WIDTHS.map((w) => `${optimized(slug, w)} ${w}w`).join(', ');
  const webpGames = (ids: number[]) =>
    ids.map((id) =>
      toCard(
        game({ id, slug: `game-${id}`, name: `Game ${id}`, friendly_name: `Game ${id}`, thumbnail: `/api/cms/thumbnails/game-${id}.webp` }),
      ),
    );

  it('loads the first images at once, the others only near the viewport, each through the optimizer and in its box', async () => {
    // Rendered in the browser (a client-side navigation): the optimizer's attributes come with thumbnailLoading's chunk.
    renderList(<GameGrid games={webpGames([1, 2, 3])} locale="fi" eager={2} />);
    const [first, second, third] = screen.getAllByRole('img');
    for (const [image, slug] of [
      [first, 'game-1'],
      [second, 'game-2'],
    ] as const) {
      // The optimizer's widths, the browser choosing by the tile's layout width.
      await waitFor(() => expect(image).toHaveAttribute('srcset', srcSetOf(slug)));
      expect(image).toHaveAttribute('sizes', GAME_ART_SIZES);
      expect(image).toHaveAttribute('src', optimized(slug, 828));
      expect(image).toHaveAttribute('fetchpriority', 'high');
      expect(image).not.toHaveAttribute('loading', 'lazy');
    }
    // Not near yet: no request (a transparent pixel in its place), but its box (4:3, like the image) and its name are there.
    expect(third.getAttribute('src')).toMatch(/^data:image\/gif/);
    expect(third).not.toHaveAttribute('srcset');
    expect(third).not.toHaveAttribute('sizes');
    expect(third).toHaveAccessibleName('Pelin Game 3 kuva');
    expect(third.parentElement).toHaveStyle({ aspectRatio: '800 / 600' });
    await waitFor(() => expect(observed.has(third)).toBe(true));

    comeIntoView(third);
    expect(observed.has(third)).toBe(false);
    expect(third).toHaveAttribute('srcset', srcSetOf('game-3'));
    expect(third).toHaveAttribute('sizes', GAME_ART_SIZES);
    expect(third).toHaveAttribute('src', optimized('game-3', 828));
  });

  /** A server-rendered waiting thumbnail of game-7, as GameRow keeps it. */
  const keptServerThumbnail = () => {
    const container = document.createElement('div');
    container.innerHTML = `<img data-sizes="${GAME_ART_SIZES}" src="${WAITING_SRC}" data-widths="${ART_WIDTHS.join(',')}" data-src="${optimized('game-7', 828).replace(/&/g, '&amp;')}" alt="">`;
    document.body.append(container);
    return container;
  };

  it("gives a kept server thumbnail its srcset from its widths when it comes near, as the page's loader does", async () => {
    // A page rendered per request: no loader of its own.
    const container = keptServerThumbnail();
    const stop = watchThumbnails(container);
    const image = container.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(observed.has(image)).toBe(true));
    comeIntoView(image);
    expect(image).toHaveAttribute('srcset', srcSetOf('game-7'));
    expect(image).toHaveAttribute('sizes', GAME_ART_SIZES);
    expect(image).toHaveAttribute('src', optimized('game-7', 828));
    stop?.();
    container.remove();
  });

  it("leaves a pre-rendered page's own thumbnails to the page's loader, which watches them from the first paint", async () => {
    const list = Object.assign(document.createElement('script'), { type: 'application/json', id: SCRIPT_LIST_ID });
    document.body.append(list);
    const container = keptServerThumbnail();
    const image = container.querySelector('img') as HTMLImageElement;
    const stop = watchThumbnails(container);
    // Rendered in the browser, a thumbnail still comes to this page's own observer.
    renderList(<GameGrid games={webpGames([4])} locale="fi" />);
    const rendered = screen.getByRole('img', { name: 'Pelin Game 4 kuva' });
    await waitFor(() => expect(observed.has(rendered)).toBe(true));
    expect(observed.has(image)).toBe(false);
    stop?.();
    container.remove();
    list.remove();
  });

  it('shows an SVG (a news thumbnail) as it is: the optimizer takes no SVG', async () => {
    render(
      <ThemeProvider theme={theme}>
        <Thumbnail src="/api/cms/thumbnails/news/jackpots.svg" alt="" width={400} height={300} priority />
      </ThemeProvider>,
    );
    const image = document.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(image).toHaveAttribute('src', '/api/cms/thumbnails/news/jackpots.svg'));
    expect(image).not.toHaveAttribute('srcset');
  });

  it("keeps the server's cards when the page hydrates: the same elements, links navigating client-side, thumbnails loading near the viewport", async () => {
    const games = webpGames([1, 2, 3]);
    const router = testRouter();
    const page = (list: GameCardData[]) => (
      <ThemeProvider theme={theme}>
        <RouterContext.Provider value={router as unknown as NextRouter}>
          <GameRow title="Suosituimmat" href="/fi/pelit/1/popular" games={list} locale="fi" count={40} eager={1} />
        </RouterContext.Provider>
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(games));
    document.body.append(container);
    const serverCard = container.querySelector('article');
    const { rerender } = render(page(games), { container, hydrate: true });

    expect(container.querySelector('article')).toBe(serverCard);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const [, , third] = screen.getAllByRole('img');
    expect(third.getAttribute('src')).toMatch(/^data:image\/gif/);
    await waitFor(() => expect(observed.has(third)).toBe(true));
    comeIntoView(third);
    expect(third).toHaveAttribute('srcset', srcSetOf('game-3'));
    expect(third).toHaveAttribute('src', optimized('game-3', 828));
    expect(fireEvent.click(screen.getByRole('link', { name: 'Pelaa Game 2' }))).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/fi/peli/game-2/pelaa', undefined, { locale: false });

    // Another page's games (a client-side navigation) are rendered as usual.
    rerender(page([toCard(game({ id: 9, slug: 'game-9', name: 'Game 9', friendly_name: 'Game 9' }))]));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Game 9' })).toBeInTheDocument();
  });
});
