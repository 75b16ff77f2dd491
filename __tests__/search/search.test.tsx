import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { useRouter } from 'next/router';
import { SearchBox } from '@/components/search/SearchBox';
import { SearchForm } from '@/components/layout/SearchForm';
import { resultCount, SearchResults } from '@/components/search/SearchResults';
import { searchGames } from '@/services/search/api';
import { api, platformError, server, setupPlatformServer } from '../msw/server';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import type { SearchResult } from '@/lib/search/result';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();

const game = (id: number, slug: string, name: string) => ({
  id,
  slug,
  name,
  friendly_name: name,
  supplier_id: 84,
  supplier: { id: 84, name: 'Zinniacrest Digital', slug: 'zinniacrest-digital' },
  release_date: '02.05.2026',
  tags: [],
  thumbnail: `/api/cms/thumbnails/${slug}.webp`,
});

const RESULT: SearchResult = {
  games: [game(1, 'book-of-sand-low', 'Book of Sand Low'), game(101, 'book-of-embers', 'Book of Embers')],
  suppliers: [{ id: 84, name: 'Zinniacrest Digital', slug: 'zinniacrest-digital', friendly_name: 'Zinniacrest Digital', game_count: 3 }],
  tags: [{ slug: 'nordic', name: 'Nordic', friendly_name: 'Nordic', game_count: 65 }],
  content: [{ slug: 'campaigns', lang: 'en', title: 'Campaigns', friendly_name: 'Campaigns', description: 'Offers' }],
  articles: [
    {
      slug: 'nordic-tales-collection',
      title: 'The Nordic tales',
      friendly_name: 'The Nordic tales',
      thumbnail: '/api/cms/thumbnails/news/x.svg',
      date_parsed: '14.11.2026',
    },
  ],
};

/** The box dispatches its search through the store, as on every page (the app's store wraps them all). */
const renderThemed = (ui: ReactElement) => renderWithStore(ui);

beforeEach(() => (useRouter as jest.Mock).mockReturnValue(mockRouter({ locale: 'en' })));

describe('search results', () => {
  it('shows games, suppliers, tags, content and articles as localized links', () => {
    renderThemed(<SearchResults result={RESULT} locale="fi" />);
    expect(resultCount(RESULT)).toBe(6);
    for (const heading of ['search.games', 'search.suppliers', 'search.tags', 'search.content', 'search.articles']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    // Suffix stripped from the name and the play URL.
    expect(screen.getByRole('link', { name: /^Book of Sand/ })).toHaveAttribute('href', '/fi/peli/book-of-sand/pelaa');
    expect(screen.queryByText('Book of Sand Low')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Book of Embers/ })).toHaveAttribute('href', '/fi/peli/book-of-embers/pelaa');
    expect(screen.getByRole('link', { name: /^Zinniacrest Digital/ })).toHaveAttribute('href', '/fi/pelivalmistaja/84/zinniacrest-digital');
    expect(screen.getByRole('link', { name: /^Nordic/ })).toHaveAttribute('href', '/fi/haku?q=Nordic');
    expect(screen.getByRole('link', { name: /Campaigns/ })).toHaveAttribute('href', '/fi/kampanjat');
    expect(screen.getByRole('link', { name: /The Nordic tales/ })).toHaveAttribute('href', '/fi/uutiset/nordic-tales-collection');
  });

  it("shows a game result's artwork through the image optimizer at its 48 px box (96 px on a 2× screen), an article's SVG as it is", async () => {
    const { container } = renderThemed(<SearchResults result={RESULT} locale="fi" />);
    const art = (w: number) => `/_next/image?url=${encodeURIComponent('/api/cms/thumbnails/book-of-sand-low.webp')}&w=${w}&q=75`;
    const [gameImage] = container.querySelectorAll('img');
    // Rendered in the browser: the optimizer's attributes come with thumbnailLoading's chunk.
    await waitFor(() => expect(gameImage).toHaveAttribute('srcset', `${art(48)} 1x, ${art(96)} 2x`));
    expect(gameImage).toHaveAttribute('src', art(96));
    const articleImage = [...container.querySelectorAll('img')].at(-1);
    await waitFor(() => expect(articleImage).toHaveAttribute('src', '/api/cms/thumbnails/news/x.svg'));
    expect(articleImage).not.toHaveAttribute('srcset');
  });

  it('limits the games in the compact list and hides empty groups', () => {
    renderThemed(
      <SearchResults result={{ ...RESULT, suppliers: [], tags: [], content: [], articles: [] }} locale="en" compact limit={1} />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'search.suppliers' })).not.toBeInTheDocument();
  });
});

describe('search service', () => {
  it('calls GET /search with keyword and lang and keeps of each game only what the results list', async () => {
    let url: URL | undefined;
    server.use(
      http.get(api('/search'), ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ success: true, ...RESULT });
      }),
    );
    const listed = (id: number, slug: string, name: string) => ({
      id,
      slug,
      name,
      friendly_name: name,
      thumbnail: `/api/cms/thumbnails/${slug}.webp`,
      supplier: { name: 'Zinniacrest Digital' },
    });
    await expect(searchGames('book', 'et')).resolves.toEqual({
      ...RESULT,
      games: [listed(1, 'book-of-sand-low', 'Book of Sand Low'), listed(101, 'book-of-embers', 'Book of Embers')],
    });
    expect(url?.searchParams.get('keyword')).toBe('book');
    expect(url?.searchParams.get('lang')).toBe('et');
  });

  it('gives null on a failure', async () => {
    server.use(http.get(api('/search'), () => platformError(400, 'Invalid', 195)));
    await expect(searchGames('bo', 'fi')).resolves.toBeNull();
  });
});

describe('search box', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('waits for 3 characters and a 900 ms pause, then lists the results', async () => {
    const keywords: string[] = [];
    server.use(
      http.get(api('/search'), ({ request }) => {
        keywords.push(new URL(request.url).searchParams.get('keyword') ?? '');
        return HttpResponse.json({ success: true, ...RESULT });
      }),
    );
    renderThemed(<SearchBox locale="en" />);
    const input = screen.getByLabelText('search.label');

    fireEvent.change(input, { target: { value: 'bo' } });
    act(() => jest.advanceTimersByTime(2000));
    expect(keywords).toEqual([]);
    expect(screen.getByTestId('search-dropdown')).not.toBeVisible();

    fireEvent.change(input, { target: { value: 'boo' } });
    act(() => jest.advanceTimersByTime(500));
    fireEvent.change(input, { target: { value: 'book' } });
    act(() => jest.advanceTimersByTime(899));
    expect(keywords).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(keywords).toEqual(['book']));
    jest.useRealTimers();
    expect(await screen.findByRole('link', { name: /Book of Embers/ })).toHaveAttribute('href', '/en/game/book-of-embers/play');
    expect(screen.getByRole('status')).toHaveTextContent('search.resultCount(count=6)');
    expect(screen.getByTestId('search-dropdown')).toBeVisible();
    expect(screen.getByRole('link', { name: 'search.allResults' })).toHaveAttribute('href', '/en/search?q=book');
  });

  it('going back under 3 characters clears the results; Escape closes them', async () => {
    server.use(http.get(api('/search'), () => HttpResponse.json({ success: true, ...RESULT })));
    renderThemed(<SearchBox locale="fi" />);
    const input = screen.getByLabelText('search.label');
    fireEvent.change(input, { target: { value: 'book' } });
    act(() => jest.advanceTimersByTime(900));
    jest.useRealTimers();
    await screen.findByRole('link', { name: /Book of Embers/ });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByTestId('search-dropdown')).not.toBeVisible();
    fireEvent.change(input, { target: { value: 'bo' } });
    expect(screen.queryByRole('link', { name: /Book of Embers/ })).not.toBeInTheDocument();
  });

  it('Enter opens the results page', () => {
    const router = mockRouter({ locale: 'fi' });
    (useRouter as jest.Mock).mockReturnValue(router);
    renderThemed(<SearchBox locale="fi" />);
    const input = screen.getByLabelText('search.label');
    fireEvent.change(input, { target: { value: 'kettu' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(router.push).toHaveBeenCalledWith('/fi/haku?q=kettu', undefined, { locale: false });
  });
});

describe("the header's search form", () => {
  it('paints as a plain GET form to the results page, without the live box', () => {
    renderThemed(<SearchForm locale="fi" />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/fi/haku');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('search.label')).toHaveAttribute('name', 'q');
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
  });

  it('becomes the live box on first focus, keeping what was typed and the focus, and searches it', async () => {
    const keywords: string[] = [];
    server.use(
      http.get(api('/search'), ({ request }) => {
        keywords.push(new URL(request.url).searchParams.get('keyword') ?? '');
        return HttpResponse.json({ success: true, ...RESULT });
      }),
    );
    renderThemed(<SearchForm locale="en" />);
    const plain = screen.getByLabelText('search.label') as HTMLInputElement;
    // Typed before any script reacted, then focused.
    plain.value = 'book';
    act(() => plain.focus());
    expect(await screen.findByTestId('search-dropdown')).toBeInTheDocument();
    const live = screen.getByLabelText('search.label');
    expect(live).not.toBe(plain);
    expect(live).toHaveValue('book');
    expect(live).toHaveFocus();
    expect(await screen.findByRole('link', { name: /Book of Embers/ }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/en/game/book-of-embers/play',
    );
    expect(keywords).toEqual(['book']);
  });
});
