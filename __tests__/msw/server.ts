/**
 * msw stand-in for the platform in site unit tests. The Player API base in tests is
 * {@link TEST_PLAYER_API}; tests install their own handlers with `server.use(...)`.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { createPlayerClient, setPlayerClient } from '@/services/playerClient';

export const TEST_PLAYER_API = 'http://platform.test/api';

/** Absolute URL of a Player API path in tests. */
export const api = (path: string) => `${TEST_PLAYER_API}${path.startsWith('/') ? path : `/${path}`}`;

/** Platform failure body (DESIGN section 4). */
export function platformError(status: number, error: string, errorCode: number, params?: Record<string, unknown>) {
  return HttpResponse.json({ success: false, error, errorCode, ...(params ? { params } : {}) } satisfies JsonBodyType, { status });
}

/** Defaults: the platform has no player endpoints yet, so /player answers 404 like today. */
export const defaultHandlers = [
  http.get(api('/player'), () => platformError(404, 'Not found', 100)),
  // Polled for a logged-in player (immediately, then every 60 s): empty lists unless a test says otherwise.
  http.get(api('/games/favourites'), () => HttpResponse.json({ success: true, games: [] })),
  http.get(api('/games/RecentGames'), () => HttpResponse.json({ success: true, games: [] })),
];

export const server = setupServer(...defaultHandlers);

/** Wire msw and the shared player client into a test file's lifecycle. */
export function setupPlatformServer(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    setPlayerClient(createPlayerClient({ baseURL: TEST_PLAYER_API }));
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    setPlayerClient(undefined);
  });
}
