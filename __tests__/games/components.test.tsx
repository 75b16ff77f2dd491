import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { GameCard } from '@/components/games/GameCard';
import { GameGrid } from '@/components/games/GameGrid';
import { Pagination, pageHref } from '@/components/common/Pagination';
import { mainNavItems } from '@/components/layout/navItems';
import { navGroupsFromMenu } from '@/lib/games/nav';
import { toCard, type Game, type MenuItem } from '@/services/games/types';
import { theme } from '@/styles/theme';

jest.mock('@/lib/i18n/useTranslation', () => ({
  useTranslation: () => ({ t: (key: string, options?: unknown) => (key === 'play' ? 'Pelaa' : typeof options === 'object' && options && 'page' in options ? `${key}:${(options as { page: number }).page}` : key) }),
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
  tags: [],
  thumbnail: '/api/cms/thumbnails/book-of-sand-low.svg',
  ...overrides,
});

describe('game card', () => {
  it('shows the stripped name, the supplier, the thumbnail and a Play button to the play URL', () => {
    renderThemed(<GameCard game={game()} locale="fi" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Book of Sand' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Zinniacrest Digital' })).toHaveAttribute('href', '/fi/pelivalmistaja/84/zinniacrest-digital');
    const play = within(card).getByRole('link', { name: /^Pelaa/ });
    expect(play).toHaveAttribute('href', '/fi/peli/book-of-sand/pelaa');
    const image = within(card).getByRole('img', { name: 'Book of Sand' });
    // SVG thumbnails are served as they are (not through the image optimizer), lazily.
    expect(image).toHaveAttribute('src', '/api/cms/thumbnails/book-of-sand-low.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(card).queryByText('newGame')).not.toBeInTheDocument();
  });

  it('labels a game released less than 14 days ago as new', () => {
    renderThemed(<GameCard game={game({ slug: 'book-of-embers', name: 'Book of Embers', friendly_name: 'Book of Embers', release_date: ddmmyyyy(3) })} locale="en" />);
    expect(screen.getByText('newGame')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Pelaa/ })).toHaveAttribute('href', '/en/game/book-of-embers/play');
  });
});

describe('game grid', () => {
  it("names its cards with h2: a grid stands right under the page's h1, and headings skip no level", () => {
    renderThemed(<GameGrid games={[toCard(game())]} locale="fi" label="Pelit" />);
    const list = screen.getByRole('list', { name: 'Pelit' });
    expect(within(list).getByRole('heading', { level: 2, name: 'Book of Sand' })).toBeInTheDocument();
  });
});

describe('pagination component', () => {
  it('links the first, the neighbours and the last page, marks the current one', () => {
    renderThemed(<Pagination page={5} pageCount={10} basePath="/fi/pelit" />);
    const nav = screen.getByRole('navigation', { name: 'pagination.label' });
    const numbers = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(numbers).toEqual(['‹pagination.previous', '1', '4', '5', '6', '10', '›pagination.next']);
    expect(within(nav).getByRole('link', { name: 'pagination.page:5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'pagination.page:1' })).toHaveAttribute('href', '/fi/pelit');
    expect(within(nav).getByRole('link', { name: 'pagination.page:10' })).toHaveAttribute('href', '/fi/pelit?page=10');
  });
  it('is absent for a single page', () => {
    const { container } = renderThemed(<Pagination page={1} pageCount={1} basePath="/fi/pelit" />);
    expect(container).toBeEmptyDOMElement();
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
      children: [{ id: 1, slug: 'popular', title: 'Suosituimmat', type: 'slots', url: '/games/1', routeKey: 'slotsGroup', params: { id: '1', slug: 'popular' } }],
    },
    {
      key: 'livecasino',
      routeKey: 'liveCasino',
      title: 'Livekasino',
      children: [{ id: 21, slug: 'live-roulette', title: 'Ruletti', type: 'livecasino', url: '/livecasino/21', routeKey: 'liveCasinoGroup', params: { id: '21', slug: 'live-roulette' } }],
    },
  ];

  it('casino games and live casino get sub-links per group; favourites and last played only when logged in', () => {
    const groups = navGroupsFromMenu(menu);
    expect(groups).toEqual({ slotGroups: [{ id: 1, slug: 'popular', title: 'Suosituimmat' }], liveCasinoGroups: [{ id: 21, slug: 'live-roulette', title: 'Ruletti' }] });
    const anonymous = mainNavItems({ isLoggedIn: false, availableSpins: 0, ...groups });
    const games = anonymous.find((item) => item.id === 'casino-games');
    expect(games?.children?.map((child) => child.id)).toEqual(['all-games', 'slots-1']);
    expect(anonymous.find((item) => item.id === 'live-casino')?.children?.[0]).toMatchObject({ routeKey: 'liveCasinoGroup', label: 'Ruletti' });
    const loggedIn = mainNavItems({ isLoggedIn: true, availableSpins: 0, ...groups });
    expect(loggedIn.find((item) => item.id === 'casino-games')?.children?.map((child) => child.id)).toEqual(['all-games', 'slots-1', 'favourites', 'last-played']);
    expect(navGroupsFromMenu(null)).toBeNull();
  });
});
