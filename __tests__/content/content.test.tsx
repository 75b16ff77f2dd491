import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { AffiliateBanner } from '@/components/content/AffiliateBanner';
import { AFFILIATE_SEEN_COOKIE } from '@/lib/content/affiliate';
import { getAffiliate, getArticle, getArticles } from '@/services/content/articles';
import { getPagesBySlug } from '@/services/content/pages';
import { CmsUnavailableError } from '@/services/cmsClient';
import { getGamesInGroups, getGroup, getSuppliers } from '@/services/games/cms';
import { setPlayerLoadFinished } from '@/store';
import { playerLoggedIn } from '../support/profileAnswers';
import { server, setupPlatformServer } from '../msw/server';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { recordRequests, settle } from '../support/requests';
import { runApiRoute } from '../support/apiRoute';
import affiliateHandler from '@/pages/api/site/affiliate';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();
const requests = recordRequests(server);
const cms = `${window.location.origin}/api/cms`;

const AFFILIATE = {
  reference: '1',
  slug: 'default',
  message_fi: '<p>Tervetuloa! <strong>20 ilmaiskierrosta</strong><script>alert(1)</script></p>',
  message_en: '<p>Welcome!</p>',
  message_et: '<p>Tere!</p>',
  granted_free_spins: 20,
  free_spin_game: { id: 1, slug: 'book-of-sand-low', title: 'Book of Sand Low' },
};

/** The site's affiliate route (pages/api/site/affiliate.ts), which the banner asks, run for each request; it asks the CMS (msw) as on the server. */
const siteAffiliateRoute = () =>
  http.get(`${window.location.origin}/api/site/affiliate`, async ({ request }) => {
    const answer = await runApiRoute(affiliateHandler, {
      method: 'GET',
      query: { reference: new URL(request.url).searchParams.get('reference') ?? undefined },
    });
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
  });

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  (useRouter as jest.Mock).mockReturnValue(mockRouter());
  clearCookies();
});

describe('CMS games and content calls', () => {
  it('read groups, suppliers and articles', async () => {
    server.use(
      http.get(`${cms}/games-in-groups`, ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json([
          { id: 1, slug: 'popular', type: url.searchParams.get('type'), games: [], limit: url.searchParams.get('limit') },
        ]);
      }),
      http.get(`${cms}/group`, ({ request }) =>
        new URL(request.url).searchParams.get('slug') === '1'
          ? HttpResponse.json({ id: 1, slug: 'popular', games: [{ id: 5 }] })
          : HttpResponse.json({ success: false, errorCode: 100 }, { status: 404 }),
      ),
      http.get(`${cms}/suppliers`, () => HttpResponse.json([{ id: 84, name: 'Z', slug: 'z', game_count: 3 }])),
      http.get(`${cms}/blogs`, () => HttpResponse.json({ count: 11, pageCount: 2, page: 1, items: [{ slug: 'a' }] })),
      http.get(`${cms}/blogs/:slug`, ({ params }) =>
        params.slug === 'a' ? HttpResponse.json({ slug: 'a', body: '<p>x</p>' }) : HttpResponse.json({}, { status: 404 }),
      ),
    );
    await expect(getGamesInGroups('fi', 'slots', 12)).resolves.toEqual([{ id: 1, slug: 'popular', type: 'slots', games: [], limit: '12' }]);
    await expect(getGroup(1, 'fi')).resolves.toMatchObject({ id: 1, games: [{ id: 5 }] });
    await expect(getGroup(999, 'fi')).resolves.toBeNull();
    await expect(getSuppliers()).resolves.toHaveLength(1);
    await expect(getArticles('fi', 1)).resolves.toEqual({ count: 11, pageCount: 2, page: 1, items: [{ slug: 'a' }] });
    await expect(getArticle('a', 'fi')).resolves.toMatchObject({ slug: 'a' });
    await expect(getArticle('b', 'fi')).resolves.toBeNull();
  });

  it('a non-200 answer gives empty or null', async () => {
    server.use(
      http.get(`${cms}/games-in-groups`, () => HttpResponse.json([], { status: 500 })),
      http.get(`${cms}/suppliers`, () => HttpResponse.error()),
      http.get(`${cms}/blogs`, () => HttpResponse.json({}, { status: 503 })),
      http.get(`${cms}/affiliate/:ref`, () => HttpResponse.json({ success: false }, { status: 404 })),
    );
    await expect(getGamesInGroups('fi', 'slots', 12)).resolves.toEqual([]);
    await expect(getSuppliers()).resolves.toEqual([]);
    await expect(getArticles('fi')).resolves.toBeNull();
    await expect(getAffiliate('x')).resolves.toBeNull();
  });

  it('a page that answers 404 for a missing item tells a failed call from a missing item', async () => {
    server.use(
      http.get(`${cms}/blogs/:slug`, ({ params }) =>
        params.slug === 'gone' ? HttpResponse.json({}, { status: 404 }) : HttpResponse.json({}, { status: 503 }),
      ),
      http.get(`${cms}/suppliers`, () => HttpResponse.error()),
      http.get(`${cms}/pages`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${cms}/group`, ({ request }) =>
        new URL(request.url).searchParams.get('slug') === '999'
          ? HttpResponse.json({}, { status: 404 })
          : HttpResponse.json({}, { status: 503 }),
      ),
    );
    // Thrown in a pre-rendered page's data function, the last good copy stays (no cached 404).
    await expect(getArticle('gone', 'fi')).resolves.toBeNull();
    await expect(getArticle('busy', 'fi')).rejects.toBeInstanceOf(CmsUnavailableError);
    await expect(getSuppliers({ orThrow: true })).rejects.toBeInstanceOf(CmsUnavailableError);
    await expect(getPagesBySlug('terms', 'fi', { orThrow: true })).rejects.toBeInstanceOf(CmsUnavailableError);
    await expect(getPagesBySlug('terms', 'fi')).resolves.toEqual([]);
    await expect(getGroup(999, 'fi', { orThrow: true })).resolves.toBeNull();
    await expect(getGroup(1, 'fi', { orThrow: true })).rejects.toBeInstanceOf(CmsUnavailableError);
    await expect(getGroup(1, 'fi')).resolves.toBeNull();
  });
});

describe('affiliate welcome banner', () => {
  it('shows the message in the current language once, then not again within the week', async () => {
    let calls = 0;
    server.use(
      siteAffiliateRoute(),
      http.get(`${cms}/affiliate/:ref`, () => {
        calls += 1;
        return HttpResponse.json(AFFILIATE);
      }),
    );
    const { store, unmount } = renderWithStore(<AffiliateBanner locale="fi" />);
    expect(screen.queryByTestId('affiliate-banner')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(setPlayerLoadFinished(true));
    });
    const banner = await screen.findByTestId('affiliate-banner');
    expect(banner).toHaveTextContent('Tervetuloa! 20 ilmaiskierrosta');
    // Sanitised by the site's route before it reached the browser.
    expect(banner.innerHTML).not.toContain('<script');
    // Name without its variant suffix.
    expect(banner).toHaveTextContent('affiliate.spinsOnGame(count=20,game=Book of Sand)');
    expect(document.cookie).toContain(`${AFFILIATE_SEEN_COOKIE}=1`);
    fireEvent.click(screen.getByRole('button', { name: 'affiliate.close' }));
    expect(screen.queryByTestId('affiliate-banner')).not.toBeInTheDocument();
    unmount();

    // A later visit within the week: no banner, no call.
    const again = renderWithStore(<AffiliateBanner locale="fi" />);
    act(() => {
      again.store.dispatch(setPlayerLoadFinished(true));
    });
    await settle();
    expect(requests.seen.filter((entry) => entry === 'GET /api/site/affiliate')).toHaveLength(1);
    expect(calls).toBe(1);
    expect(screen.queryByTestId('affiliate-banner')).not.toBeInTheDocument();
  });

  it('is not shown to a logged-in player', async () => {
    server.use(
      siteAffiliateRoute(),
      http.get(`${cms}/affiliate/:ref`, () => HttpResponse.json(AFFILIATE)),
    );
    const { store } = renderWithStore(<AffiliateBanner locale="en" />);
    act(() => {
      store.dispatch(playerLoggedIn());
      store.dispatch(setPlayerLoadFinished(true));
    });
    await settle();
    expect(requests.seen.filter((entry) => entry.includes('/affiliate'))).toEqual([]);
    expect(screen.queryByTestId('affiliate-banner')).not.toBeInTheDocument();
    expect(document.cookie).not.toContain(AFFILIATE_SEEN_COOKIE);
  });

  it('uses ?ref= and falls back to the default reference 1', async () => {
    window.history.replaceState(null, '', '/en?ref=unknown-partner');
    const asked: string[] = [];
    server.use(
      siteAffiliateRoute(),
      http.get(`${cms}/affiliate/:ref`, ({ params }) => {
        asked.push(String(params.ref));
        return params.ref === '1' ? HttpResponse.json({ ...AFFILIATE, free_spin_game: null }) : HttpResponse.json({}, { status: 404 });
      }),
    );
    const { store } = renderWithStore(<AffiliateBanner locale="en" />);
    act(() => {
      store.dispatch(setPlayerLoadFinished(true));
    });
    await waitFor(() => expect(screen.getByTestId('affiliate-banner')).toHaveTextContent('Welcome!'));
    expect(asked).toEqual(['unknown-partner', '1']);
    expect(screen.getByTestId('affiliate-banner')).toHaveTextContent('affiliate.spins(count=20)');
    window.history.replaceState(null, '', '/');
  });
});
