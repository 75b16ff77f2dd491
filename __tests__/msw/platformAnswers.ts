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
  /** A withdrawal over the withdrawable cash (a new player has none). */
  withdrawalOverBalance: {
    method: 'post',
    path: '/payment/withdraw',
    as: 'player',
    status: 409,
    body: failure('Insufficient balance', 121),
    replay: (caller) => caller.send('post', '/payment/withdraw', { amount: 20, method: 'bank' }),
  },
  /** A logged-in player without free-spin bonuses (polled every 10 s). */
  noFreeSpins: {
    method: 'get',
    path: '/player/bonuses/freeSpins',
    as: 'player',
    status: 200,
    body: { success: true, bonuses: { count: 0, pageCount: 0, page: 1, transactions: [] } },
  },
  /** A player who never deposited from a bank account is asked for payment details first. */
  campaignsNeedPaymentDetails: {
    method: 'get',
    path: '/campaigns/depositCampaigns',
    as: 'player',
    status: 409,
    body: failure('Add payment details first: make a deposit from your bank account', 125),
  },
  /** The first look at the wheel each day earns that day's spin. */
  wheelDailySpin: {
    method: 'get',
    path: '/bonuswheel/spin',
    as: 'player',
    status: 200,
    body: {
      success: true,
      available_spins: 1,
      pending: null,
      prizes: [
        { type: 'cash', amount: 1, percent: 30 },
        { type: 'cash', amount: 5, percent: 5 },
        { type: 'promo', amount: 5, turnoverFactor: 5, percent: 25 },
        { type: 'promo', amount: 10, turnoverFactor: 5, percent: 5 },
        { type: 'freeSpins', spins: 10, percent: 20 },
        { type: 'bonusGame', points: 25, percent: 15 },
      ],
    },
  },
  /** The day's spin used: no spin is left. */
  wheelNoSpins: {
    method: 'post',
    path: '/bonuswheel/spin',
    as: 'player',
    status: 400,
    body: failure('No bonus wheel spins available', 195, { field: 'spin', rule: 'noSpins' }),
    replay: async (caller) => {
      await caller.send('get', '/bonuswheel/spin');
      const spun = await caller.send('post', '/bonuswheel/spin');
      await caller.send('post', '/bonuswheel/complete', { reference: String((spun.body as { reference?: string }).reference) });
      return caller.send('post', '/bonuswheel/spin');
    },
  },
  /** Cancelling a free-spin bonus that is not the player's (or does not exist). */
  freeSpinCancelUnknown: {
    method: 'post',
    path: '/player/bonuses/freeSpins/cancel',
    as: 'player',
    status: 404,
    body: failure('Unknown free-spin bonus', 100),
    replay: (caller) => caller.send('post', '/player/bonuses/freeSpins/cancel', { freeSpinsBonusId: 999999 }),
  },
  /** A new player's loyalty points. */
  loyaltyNone: {
    method: 'get',
    path: '/player/loyalty',
    as: 'player',
    status: 200,
    body: { success: true, points: 0, earnedPoints: 0, convertedPoints: 0, rate: { points: 100, amount: 1 }, minPoints: 100 },
  },
  /** Converting more points than the player has. */
  loyaltyNotEnough: {
    method: 'post',
    path: '/player/convertLoyaltyPoints',
    as: 'player',
    status: 400,
    body: failure('Not enough loyalty points', 195, { field: 'pointAmount', rule: 'notEnoughPoints', points: 0 }),
    replay: (caller) => caller.send('post', '/player/convertLoyaltyPoints', { pointAmount: 100 }),
  },
  /** A new player's bonus game: no points, every reward locked. */
  bonusGameStart: {
    method: 'get',
    path: '/bonus-game/rewards',
    as: 'player',
    status: 200,
    body: {
      success: true,
      points: 0,
      level: 0,
      nextLevel: { level: 1, points: 25 },
      maxPrizes: 5,
      rewards: [
        { level: 1, points: 25, prize: { type: 'freeSpins', spins: 10 }, status: 'locked', creditedTime: null },
        { level: 2, points: 100, prize: { type: 'promo', amount: 5, turnoverFactor: 5 }, status: 'locked', creditedTime: null },
        { level: 3, points: 250, prize: { type: 'freeSpins', spins: 25 }, status: 'locked', creditedTime: null },
        { level: 4, points: 500, prize: { type: 'cash', amount: 10 }, status: 'locked', creditedTime: null },
        { level: 5, points: 1000, prize: { type: 'cash', amount: 25 }, status: 'locked', creditedTime: null },
      ],
    },
  },
} satisfies Record<string, MockedAnswer>;

export type PlatformAnswerName = keyof typeof platformAnswers;
