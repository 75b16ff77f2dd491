import { useRouter } from 'next/router';
import { PageGuard } from '@/components/layout/PageGuard';
import { safeRedirectUrl } from '@/lib/routes/safeRedirect';
import { initialAppState, initialProfileState, type RootState } from '@/store';
import { mockRouter, renderWithStore } from '../components/testUtils';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));

const useRouterMock = useRouter as jest.Mock;

function state(loggedIn: boolean, loadFinished: boolean): Partial<RootState> {
  return {
    profile: { ...initialProfileState(), isLoggedIn: loggedIn },
    app: { ...initialAppState(), playerLoadFinished: loadFinished },
  };
}

describe('page guard: requires login', () => {
  it('waits until the player load has finished', () => {
    const router = mockRouter({ pathname: '/campaigns', locale: 'et' });
    useRouterMock.mockReturnValue(router);
    renderWithStore(<PageGuard />, state(false, false));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('sends a logged-out visitor to the login route of the current language with redirectUrl', () => {
    const router = mockRouter({ pathname: '/campaigns', locale: 'et' });
    useRouterMock.mockReturnValue(router);
    renderWithStore(<PageGuard />, state(false, true));
    expect(router.replace).toHaveBeenCalledWith(`/et/sisselogimine?redirectUrl=${encodeURIComponent('/et/pakkumine')}`, undefined, {
      locale: false,
    });
  });

  it('lets a logged-in player stay', () => {
    const router = mockRouter({ pathname: '/profile/limits', locale: 'fi' });
    useRouterMock.mockReturnValue(router);
    renderWithStore(<PageGuard />, state(true, true));
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe('page guard: anonymous only', () => {
  it('sends a logged-in player to a string redirectUrl', () => {
    const router = mockRouter({ pathname: '/login', locale: 'fi', query: { redirectUrl: '/fi/peli/x/pelaa' } });
    useRouterMock.mockReturnValue(router);
    renderWithStore(<PageGuard />, state(true, true));
    expect(router.replace).toHaveBeenCalledWith('/fi/peli/x/pelaa', undefined, { locale: false });
  });

  it('sends a logged-in player home when redirectUrl is not a string', () => {
    const router = mockRouter({ pathname: '/registration', locale: 'en', query: { redirectUrl: ['/a', '/b'] } });
    useRouterMock.mockReturnValue(router);
    renderWithStore(<PageGuard />, state(true, true));
    expect(router.replace).toHaveBeenCalledWith('/en', undefined, { locale: false });
  });

  it('sends a logged-in player home instead of an absolute or protocol-relative redirectUrl', () => {
    for (const redirectUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const router = mockRouter({ pathname: '/login', locale: 'fi', query: { redirectUrl } });
      useRouterMock.mockReturnValue(router);
      const { unmount } = renderWithStore(<PageGuard />, state(true, true));
      expect(router.replace).toHaveBeenCalledWith('/fi', undefined, { locale: false });
      unmount();
    }
  });

  it('leaves a logged-out visitor on the page', () => {
    const router = mockRouter({ pathname: '/login', locale: 'fi', query: { redirectUrl: '/fi/kampanjat' } });
    useRouterMock.mockReturnValue(router);
    renderWithStore(<PageGuard />, state(false, true));
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe('safeRedirectUrl', () => {
  it('accepts only same-site relative paths', () => {
    expect(safeRedirectUrl('/fi/kampanjat?x=1')).toBe('/fi/kampanjat?x=1');
    expect(safeRedirectUrl('fi/kampanjat')).toBeUndefined();
    expect(safeRedirectUrl('//evil.example')).toBeUndefined();
    expect(safeRedirectUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeRedirectUrl(undefined)).toBeUndefined();
    expect(safeRedirectUrl(['/a'])).toBeUndefined();
  });
});
