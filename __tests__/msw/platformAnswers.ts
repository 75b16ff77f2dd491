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

const DAY_END = Date.UTC(2026, 0, 15, 22, 0, 0);

/** A limits view as GET /player/limits answers it (docs/decisions.md "Responsible gaming"). */
export function limitsView(
  loss: Partial<Record<'dailyLoss' | 'weeklyLoss' | 'monthlyLoss', Record<string, unknown>>> = {},
  trueLimits: Record<string, unknown>[] = [],
  extra: Record<string, unknown>[] = [],
) {
  return {
    success: true,
    limits: [
      { kind: 'coolOff', coolOff: false, endTime: null },
      ...(['dailyLoss', 'weeklyLoss', 'monthlyLoss'] as const).map((kind) => ({
        kind,
        amount: null,
        usedAmount: 0,
        minAmount: 10,
        maxAmount: 100000,
        autoRenew: true,
        newAmount: null,
        amountEffectiveTime: null,
        endTime: DAY_END,
        currency: 'EUR',
        ...loss[kind],
      })),
      ...extra,
    ],
    trueLimits,
    realityCheckInterval: 60,
  };
}

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
  /** A new player's limits: no cool-off, no loss limit, the default reality check (60 min). */
  limitsNewPlayer: {
    method: 'get',
    path: '/player/limits',
    as: 'player',
    status: 200,
    body: limitsView(),
  },
  limitsAnonymous: {
    method: 'get',
    path: '/player/limits',
    as: 'anonymous',
    status: 401,
    body: failure('Not logged in', 115),
  },
  /** A first daily limit of 50 € takes effect at once. */
  lossLimitSaved: {
    method: 'post',
    path: '/player/limit/loss',
    as: 'player',
    status: 200,
    body: limitsView({ dailyLoss: { amount: 50 } }, [{ kind: 'dailyLoss', amount: 50, newAmount: null, increasingToBeConfirmed: false, pendingRemoval: false }]),
    replay: (caller) => caller.send('post', '/player/limit/loss', { dailyAmount: 50 }),
  },
  lossLimitOutOfRange: {
    method: 'post',
    path: '/player/limit/loss',
    as: 'player',
    status: 400,
    body: failure('Min 10€ - Max 100000€', 195, { field: 'dailyAmount', rule: 'range', min: 10, max: 100000 }),
    replay: (caller) => caller.send('post', '/player/limit/loss', { dailyAmount: 5 }),
  },
  lossLimitHigherThanWeekly: {
    method: 'post',
    path: '/player/limit/loss',
    as: 'player',
    status: 400,
    body: failure('The dailyLoss limit may not be higher than the weeklyLoss limit', 195, { field: 'dailyAmount', rule: 'noHigherThan', other: 'weeklyLoss', otherAmount: 100 }),
    replay: async (caller) => {
      await caller.send('post', '/player/limit/loss', { weeklyAmount: 100 });
      return caller.send('post', '/player/limit/loss', { dailyAmount: 200 });
    },
  },
  /** A raise asked for today can be confirmed only after the day ends. */
  lossLimitNotYetEffective: {
    method: 'post',
    path: '/player/limit/loss',
    as: 'player',
    status: 400,
    body: failure('The new dailyLoss limit can be confirmed after the current period', 195, { field: 'dailyConfirmed', rule: 'notYetEffective' }),
    replay: async (caller) => {
      await caller.send('post', '/player/limit/loss', { dailyAmount: 20 });
      await caller.send('post', '/player/limit/loss', { dailyAmount: 40 });
      return caller.send('post', '/player/limit/loss', { dailyConfirmed: true });
    },
  },
  coolOffWrongPassword: {
    method: 'post',
    path: '/player/limit/coolOff',
    as: 'player',
    status: 401,
    body: failure('Wrong password', 109, { field: 'password' }),
    replay: (caller) => caller.send('post', '/player/limit/coolOff', { coolOffDays: 1, password: 'not-the-password' }),
  },
} satisfies Record<string, MockedAnswer>;

export type PlatformAnswerName = keyof typeof platformAnswers;
