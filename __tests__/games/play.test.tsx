import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';
import { api, platformError, server, setupPlatformServer } from '../msw/server';
import { recordRequests, settle } from '../support/requests';
import { GamePlayer, isRoundMessage } from '@/components/games/GamePlayer';
import { makeStore, setPlayerLoadFinished, type RootState } from '@/store';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

setupPlatformServer();
const requests = recordRequests(server);

const base = makeStore().getState();
function state(loggedIn: boolean, favourites: RootState['profile']['favourites'] = []): Partial<RootState> {
  return {
    profile: { ...base.profile, isLoggedIn: loggedIn, favourites },
    app: { ...base.app, playerLoadFinished: true },
  };
}

const GAME = { id: 7, name: 'Book of Sand', hasDemo: true };
const PATH = '/fi/peli/book-of-sand/pelaa';

beforeEach(() => {
  (useRouter as jest.Mock).mockReturnValue(mockRouter({ locale: 'fi', asPath: '/peli/book-of-sand/pelaa' }));
  server.use(
    http.get(api('/player/balance'), () => HttpResponse.json({ success: true, balance: 100, cash: 100, promo: 0, currency: 'EUR' })),
  );
});

describe('game play launch', () => {
  it('logged in: launches real money and shows the game in a frame titled with its name', async () => {
    const seen: string[] = [];
    server.use(
      http.get(api('/game/real/7'), ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ success: true, url: '/api/sandbox/slot/real-token', mode: 'real' });
      }),
    );
    renderWithStore(<GamePlayer game={GAME} locale="fi" currentPath={PATH} />, state(true));
    const frame = await screen.findByTitle('Book of Sand');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/api/sandbox/slot/real-token');
    expect(seen).toEqual(['?lang=fi']);
    expect(screen.getByRole('button', { name: /game.favouriteLabel/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('logged out: launches the demo, no favourite button', async () => {
    server.use(
      http.get(api('/game/demo/7'), () => HttpResponse.json({ success: true, url: '/api/sandbox/slot/demo-token', mode: 'demo' })),
    );
    renderWithStore(<GamePlayer game={GAME} locale="et" currentPath={PATH} />, state(false));
    expect(await screen.findByTitle('Book of Sand')).toHaveAttribute('src', '/api/sandbox/slot/demo-token');
    expect(screen.queryByRole('button', { name: /game.favouriteLabel/ })).not.toBeInTheDocument();
    expect(screen.getByText('game.demoHint')).toBeInTheDocument();
  });

  it('logged out and no demo: a login prompt linking to login with redirectUrl, no launch call', async () => {
    renderWithStore(<GamePlayer game={{ ...GAME, hasDemo: false }} locale="en" currentPath="/en/game/book-of-sand/play" />, state(false));
    const link = await screen.findByRole('link', { name: 'game.loginLink' });
    expect(link).toHaveAttribute('href', `/en/login?redirectUrl=${encodeURIComponent('/en/game/book-of-sand/play')}`);
    expect(screen.getByText('game.loginPrompt')).toBeInTheDocument();
    expect(screen.queryByTitle('Book of Sand')).not.toBeInTheDocument();
  });

  it('demo answering 131 noDemo also gives the login prompt', async () => {
    server.use(http.get(api('/game/demo/7'), () => platformError(404, 'Game not found', 131, { reason: 'noDemo' })));
    renderWithStore(<GamePlayer game={GAME} locale="fi" currentPath={PATH} />, state(false));
    expect(await screen.findByText('game.loginPrompt')).toBeInTheDocument();
  });

  it('132 game disabled is shown translated, with a retry button', async () => {
    let calls = 0;
    server.use(
      http.get(api('/game/real/7'), () => {
        calls += 1;
        return platformError(403, 'Game disabled', 132);
      }),
    );
    renderWithStore(<GamePlayer game={GAME} locale="fi" currentPath={PATH} />, state(true));
    // The error catalogue loads when the launch has failed (import()), which jest compiles on first use.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toMatch(/gameDisabled/);
    fireEvent.click(screen.getByRole('button', { name: 'game.retry' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('waits for the player load before launching', async () => {
    let calls = 0;
    server.use(
      http.get(api('/game/demo/7'), () => {
        calls += 1;
        return HttpResponse.json({ success: true, url: '/x', mode: 'demo' });
      }),
    );
    const { store } = renderWithStore(<GamePlayer game={GAME} locale="fi" currentPath={PATH} />, {
      app: { ...base.app, playerLoadFinished: false },
    });
    expect(screen.getByRole('status')).toHaveTextContent('game.launching');
    await settle();
    expect(requests.to('/game/demo/7')).toEqual([]);
    expect(calls).toBe(0);

    act(() => {
      store.dispatch(setPlayerLoadFinished(true));
    });
    await waitFor(() => expect(calls).toBe(1));
  });
});

describe('round messages', () => {
  it('accepts only same-origin messages of type round', () => {
    const origin = window.location.origin;
    expect(isRoundMessage(new MessageEvent('message', { data: { type: 'round', balance: 1 }, origin }), origin)).toBe(true);
    expect(isRoundMessage(new MessageEvent('message', { data: { type: 'round' }, origin: 'https://evil.example' }), origin)).toBe(false);
    expect(isRoundMessage(new MessageEvent('message', { data: { type: 'other' }, origin }), origin)).toBe(false);
    expect(isRoundMessage(new MessageEvent('message', { data: 'round', origin }), origin)).toBe(false);
  });

  it('refreshes the balance right after a round of real play', async () => {
    let balanceCalls = 0;
    server.use(
      http.get(api('/game/real/7'), () => HttpResponse.json({ success: true, url: '/api/sandbox/slot/t', mode: 'real' })),
      http.get(api('/player/balance'), () => {
        balanceCalls += 1;
        const balance = balanceCalls === 1 ? 100 : 98.5;
        return HttpResponse.json({ success: true, balance, cash: balance, promo: 0, currency: 'EUR' });
      }),
    );
    const { store } = renderWithStore(<GamePlayer game={GAME} locale="fi" currentPath={PATH} />, state(true));
    await screen.findByTitle('Book of Sand');
    // The balance is read as the real game starts.
    await waitFor(() => expect(store.getState().profile.balance?.balance).toBe(100));
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'round' }, origin: 'https://evil.example' }));
    });
    await settle();
    expect(requests.to('/player/balance')).toHaveLength(1);
    expect(balanceCalls).toBe(1);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'round', balance: 98.5, win: 0, bet: 1.5, mode: 'real', roundId: 'r1' },
          origin: window.location.origin,
        }),
      );
    });
    await waitFor(() => expect(store.getState().profile.balance?.balance).toBe(98.5));
    expect(balanceCalls).toBe(2);
  });
});

describe('favourite toggle', () => {
  it('adds and removes the game with POST /games/favourites/add|remove {gameId}', async () => {
    const posted: string[] = [];
    const gameRow = { id: 7, slug: 'book-of-sand', name: 'Book of Sand', friendly_name: 'Book of Sand', thumbnail: '/t.svg', tags: [] };
    server.use(
      http.get(api('/game/real/7'), () => HttpResponse.json({ success: true, url: '/api/sandbox/slot/t', mode: 'real' })),
      http.post(api('/games/favourites/add'), async ({ request }) => {
        posted.push(`add:${String((await request.formData()).get('gameId'))}`);
        return HttpResponse.json({ success: true, games: [gameRow] });
      }),
      http.post(api('/games/favourites/remove'), async ({ request }) => {
        posted.push(`remove:${String((await request.formData()).get('gameId'))}`);
        return HttpResponse.json({ success: true, games: [] });
      }),
    );
    const { store } = renderWithStore(<GamePlayer game={GAME} locale="fi" currentPath={PATH} />, state(true));
    const button = screen.getByRole('button', { name: /game.favouriteLabel/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(store.getState().profile.favourites).toHaveLength(1);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(posted).toEqual(['add:7', 'remove:7']);
  });

  it('shows an alert when the toggle fails', async () => {
    server.use(
      http.get(api('/game/real/7'), () => HttpResponse.json({ success: true, url: '/api/sandbox/slot/t', mode: 'real' })),
      http.post(api('/games/favourites/add'), () => platformError(404, 'Game not found', 131)),
    );
    renderWithStore(<GamePlayer game={GAME} locale="fi" currentPath={PATH} />, state(true));
    fireEvent.click(screen.getByRole('button', { name: /game.favouriteLabel/ }));
    expect(await screen.findByText('game.favouriteFailed')).toBeInTheDocument();
  });
});
