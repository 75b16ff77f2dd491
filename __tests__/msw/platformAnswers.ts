/**
 * Answers the msw stand-in gives for the platform, each with the situation it stands for, so
 * that __tests__/msw/parity.test.ts can replay it against the real platform and
 * __tests__/contract/openapi.test.ts can check it against the platform's OpenAPI document.
 * Failures follow the platform's error body and codes (docs/product/errors.md).
 */
import type { PlatformAnswer, PlatformCaller } from './realPlatform';
import { activationCode, registerPlayer, registrationFields } from './realPlatform';

export interface MockedAnswer {
  method: 'get' | 'post';
  /** Player API path as the platform serves it. */
  path: string;
  /** Whether the answer is for an anonymous visitor or a logged-in player. */
  as: 'anonymous' | 'player';
  status: number;
  body: Record<string, unknown>;
  /**
   * Brings the real platform into the answer's situation and sends the request; without it the
   * request is sent as it is, with no body.
   */
  replay?: (caller: PlatformCaller) => Promise<PlatformAnswer>;
}

const failure = (error: string, errorCode: number, params?: Record<string, unknown>) => ({
  success: false,
  error,
  errorCode,
  ...(params ? { params } : {}),
});

export const platformAnswers = {
  /** The page load's session check of an anonymous visitor: 200, no session. */
  anonymousSession: {
    method: 'get',
    path: '/session/status',
    as: 'anonymous',
    status: 200,
    body: { success: true, loggedIn: false },
  },
  /** The page load's session check of a logged-in player. */
  liveSession: {
    method: 'get',
    path: '/session/status',
    as: 'player',
    status: 200,
    body: { success: true, loggedIn: true },
  },
  /** Nobody is logged in: every page load asks for the player first. */
  anonymousPlayer: {
    method: 'get',
    path: '/player',
    as: 'anonymous',
    status: 401,
    body: failure('Not logged in', 115),
  },
  /** Polled for a logged-in player (immediately, then every 60 s). */
  noFavourites: {
    method: 'get',
    path: '/games/favourites',
    as: 'player',
    status: 200,
    body: { success: true, games: [] },
  },
  noRecentGames: {
    method: 'get',
    path: '/games/RecentGames',
    as: 'player',
    status: 200,
    body: { success: true, games: [] },
  },
  registrationNicknameTaken: {
    method: 'post',
    path: '/player/registerPlayer',
    as: 'anonymous',
    status: 409,
    body: failure('Duplicate data', 180, { field: 'nickName' }),
    replay: async (caller) => {
      const taken = await registerPlayer(caller, { activate: false });
      return caller.send('post', '/player/registerPlayer', { ...registrationFields(), nickName: taken.nickName });
    },
  },
  activationCodeUsed: {
    method: 'post',
    path: '/player/activate',
    as: 'anonymous',
    status: 409,
    body: failure('Activation code already used', 209),
    replay: async (caller) => {
      const player = await registerPlayer(caller, { activate: false });
      const code = await activationCode(caller.platform, player.email);
      await caller.send('post', '/player/activate', { activationCode: code });
      return caller.send('post', '/player/activate', { activationCode: code });
    },
  },
  forgotPasswordWrongBirthDate: {
    method: 'post',
    path: '/player/triggerForgotPassword',
    as: 'anonymous',
    status: 401,
    body: failure('Authentication failed', 109),
    replay: async (caller) => {
      const player = await registerPlayer(caller, { login: false });
      return caller.send('post', '/player/triggerForgotPassword', { email: player.email, birthDate: '1990-05-18' });
    },
  },
  nicknameValidationTaken: {
    method: 'post',
    path: '/player/validate/nickname',
    as: 'anonymous',
    status: 409,
    body: failure('Duplicate data', 180, { field: 'nickname' }),
    replay: async (caller) => {
      const taken = await registerPlayer(caller, { activate: false });
      return caller.send('post', '/player/validate/nickname', { nickname: taken.nickName });
    },
  },
  /** A withdrawal over the withdrawable cash (a new player has none): the amount code with the withdrawable as its max. */
  withdrawalOverBalance: {
    method: 'post',
    path: '/payment/withdraw',
    as: 'player',
    status: 400,
    body: failure('The amount is more than the withdrawable 0 EUR', 117, { paymentLimit: { maxAmount: 0 } }),
    replay: (caller) => caller.send('post', '/payment/withdraw', { amount: 20, method: 'bank' }),
  },
} satisfies Record<string, MockedAnswer>;

export type PlatformAnswerName = keyof typeof platformAnswers;
