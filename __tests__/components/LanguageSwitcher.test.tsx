import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useRouter } from 'next/router';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';
import { languageTarget, languageTargets } from '@/components/layout/currentRoute';
import { changeLanguage } from '@/services/account/player';
import { initialProfileState } from '@/store';
import { mockRouter, renderWithStore } from './testUtils';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
jest.mock('@/services/account/player', () => ({ changeLanguage: jest.fn() }));

const useRouterMock = useRouter as jest.Mock;
const changeLanguageMock = changeLanguage as jest.Mock;

describe('language switcher targets', () => {
  it('keeps the route and the game slug on the game page', () => {
    expect(languageTargets('/game/[slug]/play', { slug: 'book-of-gold' })).toEqual({
      fi: '/fi/peli/book-of-gold/pelaa',
      et: '/et/mang/book-of-gold/mangi',
      en: '/en/game/book-of-gold/play',
    });
  });

  it('keeps a static route', () => {
    expect(languageTargets('/login', {})).toEqual({ fi: '/fi/kirjaudu', et: '/et/sisselogimine', en: '/en/login' });
  });

  it('keeps both parameters of a group page', () => {
    expect(languageTarget('/games/[id]/[slug]', { id: '7', slug: 'slotit' }, 'et')).toBe('/et/mangud/7/slotit');
  });

  it('keeps the query string (search term, page number) but not the route parameters', () => {
    expect(languageTargets('/search', { q: 'book', page: '3' })).toEqual({
      fi: '/fi/haku?q=book&page=3',
      et: '/et/otsing?q=book&page=3',
      en: '/en/search?q=book&page=3',
    });
    expect(languageTarget('/games/[id]/[slug]', { id: '7', slug: 'slotit', page: '2' }, 'fi')).toBe('/fi/pelit/7/slotit?page=2');
    // Page n of a list is pre-rendered with the number in its page path; the public URL keeps ?page=n.
    expect(languageTarget('/games/[id]/[slug]/page/[page]', { id: '7', slug: 'slotit', page: '2' }, 'et')).toBe(
      '/et/mangud/7/slotit?page=2',
    );
    expect(languageTarget('/games/page/[page]', { page: '3' }, 'en')).toBe('/en/games?page=3');
    expect(languageTarget('/search', { q: 'ä & b' }, 'en')).toBe('/en/search?q=%C3%A4+%26+b');
  });

  it('goes home for an unknown page or a missing parameter', () => {
    expect(languageTarget('/somewhere', {}, 'en')).toBe('/en');
    expect(languageTarget('/game/[slug]/play', {}, 'et')).toBe('/et');
  });

  it('gives the non-ASCII Estonian path percent-encoded', () => {
    expect(languageTarget('/bonus-game', {}, 'et')).toBe('/et/boonusm%C3%A4ng');
    expect(decodeURI(languageTarget('/bonus-game', {}, 'et'))).toBe('/et/boonusmäng');
  });
});

describe('<LanguageSwitcher>', () => {
  beforeEach(() => {
    changeLanguageMock.mockReset();
  });

  it('renders Suomi, English and Eesti links to the same route', () => {
    useRouterMock.mockReturnValue(mockRouter({ pathname: '/game/[slug]/play', query: { slug: 'x' }, locale: 'fi' }));
    renderWithStore(<LanguageSwitcher />);
    expect(screen.getByTestId('lang-fi')).toHaveAttribute('href', '/fi/peli/x/pelaa');
    expect(screen.getByTestId('lang-en')).toHaveAttribute('href', '/en/game/x/play');
    expect(screen.getByTestId('lang-et')).toHaveAttribute('href', '/et/mang/x/mangi');
    expect(screen.getByTestId('lang-fi')).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['languages.fi', 'languages.en', 'languages.et']);
  });

  it('calls changeLanguage for a logged-in player and keeps the route', async () => {
    const router = mockRouter({ pathname: '/game/[slug]/play', query: { slug: 'x' }, locale: 'fi' });
    useRouterMock.mockReturnValue(router);
    changeLanguageMock.mockResolvedValue({ success: true, data: {} });
    renderWithStore(<LanguageSwitcher />, { profile: { ...initialProfileState(), isLoggedIn: true } });
    fireEvent.click(screen.getByTestId('lang-en'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/en/game/x/play', undefined, { locale: false }));
    expect(changeLanguageMock).toHaveBeenCalledWith('en');
  });

  it('goes to the new locale home when changeLanguage fails', async () => {
    const router = mockRouter({ pathname: '/login', locale: 'fi' });
    useRouterMock.mockReturnValue(router);
    changeLanguageMock.mockResolvedValue({ success: false, error: 'Unexpected error', errorCode: 100, params: {} });
    renderWithStore(<LanguageSwitcher />, { profile: { ...initialProfileState(), isLoggedIn: true } });
    fireEvent.click(screen.getByTestId('lang-et'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/et', undefined, { locale: false }));
  });

  it('does not call changeLanguage when logged out', () => {
    useRouterMock.mockReturnValue(mockRouter({ pathname: '/login', locale: 'fi' }));
    renderWithStore(<LanguageSwitcher />);
    fireEvent.click(screen.getByTestId('lang-en'));
    expect(changeLanguageMock).not.toHaveBeenCalled();
  });
});
