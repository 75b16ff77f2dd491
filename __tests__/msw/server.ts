/**
 * msw stand-in for the platform in site unit tests. The Player API base in tests is
 * {@link TEST_PLAYER_API}; tests install their own handlers with `server.use(...)`.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { createPlayerClient, setPlayerClient } from '@/services/playerClient';
import { platformAnswers, type MockedAnswer, type PlatformAnswerName } from './platformAnswers';

export const TEST_PLAYER_API = 'http://platform.test/api';

/** Absolute URL of a Player API path in tests. */
export const api = (path: string) => `${TEST_PLAYER_API}${path.startsWith('/') ? path : `/${path}`}`;

/** Platform failure body (docs/architecture.md). Answers a test shares with others belong in platformAnswers.ts. */
export function platformError(status: number, error: string, errorCode: number, params?: Record<string, unknown>) {
  return HttpResponse.json({ success: false, error, errorCode, ...(params ? { params } : {}) } satisfies JsonBodyType, { status });
}

/** One of the catalogued platform answers, for a handler that does more than answer. */
export function answerResponse(name: PlatformAnswerName) {
  const answer: MockedAnswer = platformAnswers[name];
  return HttpResponse.json(answer.body as JsonBodyType, { status: answer.status });
}

/** An msw handler that gives one of the catalogued platform answers. */
export function mockAnswer(name: PlatformAnswerName) {
  const answer: MockedAnswer = platformAnswers[name];
  return http[answer.method](api(answer.path), () => answerResponse(name));
}

/**
 * Defaults: nobody is logged in; a logged-in player has no favourite or recent games, the default
 * avatar, no limits, no free spins, every deposit campaign, the day's wheel spin and no loyalty
 * points (the polls and the profile main page of a logged-in player).
 */
export const defaultAnswers: PlatformAnswerName[] = [
  'anonymousPlayer',
  'noFavourites',
  'noRecentGames',
  'defaultAvatar',
  'limitsNewPlayer',
  'noFreeSpins',
  'depositCampaignsAll',
  'wheelDailySpin',
  'loyaltyNone',
];
export const defaultHandlers = defaultAnswers.map(mockAnswer);

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
