import { act, screen, within } from '@testing-library/react';
import { useRouter } from 'next/router';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { PlayerGamesPage } from '@/components/games/PlayerGamesPage';
import { makeStore, type RootState } from '@/store';
import { recentGamesAnswered } from '../support/profileAnswers';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));
jest.mock('@/components/seo/Seo', () => ({ Seo: () => null }));
jest.mock('@/components/games/GamesSeo', () => ({ GamesSeo: () => null }));

const base = makeStore().getState();
const game = (id: number, slug: string, name: string) => ({
  id,
  slug,
  name,
  friendly_name: name,
  supplier_id: 1,
  supplier: { id: 1, name: 'Zinniacrest Digital', slug: 'zinniacrest-digital' },
  release_date: '01.01.2020',
  release_timestamp: Date.UTC(2020, 0, 1),
  is_new: false,
  enabled: true,
  has_demo: true,
  live_casino: false,
  tags: [],
  thumbnail: `/api/cms/thumbnails/${slug}.webp`,
});

beforeEach(() => (useRouter as jest.Mock).mockReturnValue(mockRouter({ locale: 'fi' })));

describe('favourites and last played pages', () => {
  it('lists the favourite games from the profile state as game cards', () => {
    const state: Partial<RootState> = {
      profile: { ...base.profile, isLoggedIn: true, favourites: [game(7, 'book-of-sand', 'Book of Sand')] },
    };
    renderWithStore(<PlayerGamesPage kind="favourites" />, state);
    const list = screen.getByRole('list', { name: 'routes.favourites.heading' });
    expect(within(list).getByRole('heading', { name: 'Book of Sand' })).toBeInTheDocument();
  });

  it('lists recent games and shows the empty state without them', async () => {
    const { store } = renderWithStore(<PlayerGamesPage kind="lastPlayed" />, { profile: { ...base.profile, isLoggedIn: true } });
    expect(screen.getByRole('status')).toHaveTextContent('lastPlayed.empty');
    act(() => {
      store.dispatch(recentGamesAnswered([{ ...game(11, 'kuldne-mang', 'Kuldne Mäng'), lastPlayed: Date.now() }]));
    });
    expect(await screen.findByRole('heading', { name: 'Kuldne Mäng' })).toBeInTheDocument();
  });
});
