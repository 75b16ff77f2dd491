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
  // ---------------------------------------------------------------- profile area (issue 12)
  /** A player who has not chosen an avatar: the 29 options and the default 1 (fetched with the player). */
  defaultAvatar: {
    method: 'get',
    path: '/user/avatar',
    as: 'player',
    status: 200,
    body: { success: true, avatar: 1, avatars: Array.from({ length: 29 }, (_, i) => ({ id: i + 1, image: `/avatars/${i + 1}.svg` })) },
  },
  avatarChosen: {
    method: 'post',
    path: '/user/avatar',
    as: 'player',
    status: 200,
    body: { success: true, avatar: 7, avatars: Array.from({ length: 29 }, (_, i) => ({ id: i + 1, image: `/avatars/${i + 1}.svg` })) },
    replay: (caller) => caller.send('post', '/user/avatar', { avatar: 7 }),
  },
  avatarOutOfRange: {
    method: 'post',
    path: '/user/avatar',
    as: 'player',
    status: 400,
    body: failure('Invalid value for field avatar: must be <= 29', 195, { field: 'avatar' }),
    replay: (caller) => caller.send('post', '/user/avatar', { avatar: 30 }),
  },
  /** updateMarketing(email, sms): the updated player comes back. */
  marketingSaved: {
    method: 'post',
    path: '/player/updateFields',
    as: 'player',
    status: 200,
    body: { success: true, userId: 1, nickName: 'site_player', email: 'site@example.test', receiveEmail: true, receiveSms: false },
    replay: (caller) => caller.send('post', '/player/updateFields', { receiveEmail: true, receiveSms: false }),
  },
  /** A password change with a wrong current password. */
  passwordWrongOld: {
    method: 'post',
    path: '/player/updatePassword',
    as: 'player',
    status: 401,
    body: failure('The current password is wrong', 109, { field: 'oldPassword' }),
    replay: (caller) => caller.send('post', '/player/updatePassword', { oldPassword: 'not-mine1', password: 'newpass12', confirmPassword: 'newpass12' }),
  },
  passwordChanged: {
    method: 'post',
    path: '/player/updatePassword',
    as: 'player',
    status: 200,
    body: { success: true },
    replay: (caller) => caller.send('post', '/player/updatePassword', { oldPassword: 'secret12', password: 'newpass12', confirmPassword: 'newpass12' }),
  },
  phoneNumberSaved: {
    method: 'post',
    path: '/player/phonenumber',
    as: 'player',
    status: 200,
    body: { success: true },
    replay: (caller) => caller.send('post', '/player/phonenumber', { phonenumber: `+35840${String(Date.now()).slice(-7)}` }),
  },
  smsCodeSent: {
    method: 'get',
    path: '/player/sendVerificationSms',
    as: 'player',
    status: 200,
    body: { success: true },
    replay: async (caller) => {
      await caller.send('post', '/player/phonenumber', { phonenumber: `+35841${String(Date.now()).slice(-7)}` });
      return caller.send('get', '/player/sendVerificationSms');
    },
  },
  /** The verification SMS sent to a player (newest first): one code, not used yet. */
  smsHistoryOneCode: {
    method: 'get',
    path: '/player/smsVerificationHistory',
    as: 'player',
    status: 200,
    body: {
      success: true,
      history: [{ createdTime: 1767225600000, phoneNumber: '+358401234567', verified: false, verifiedTime: null, expireTime: 1767226200000 }],
    },
    replay: async (caller) => {
      await caller.send('post', '/player/phonenumber', { phonenumber: `+35842${String(Date.now()).slice(-7)}` });
      await caller.send('get', '/player/sendVerificationSms');
      return caller.send('get', '/player/smsVerificationHistory');
    },
  },
  /** A code that was never sent to the player. */
  smsCodeNotFound: {
    method: 'post',
    path: '/player/verifySmsShortCode',
    as: 'player',
    status: 404,
    body: failure('Activation code not found', 183),
    replay: (caller) => caller.send('post', '/player/verifySmsShortCode', { code: '000000' }),
  },
  noDocuments: {
    method: 'get',
    path: '/player/documents',
    as: 'player',
    status: 200,
    body: { success: true, documents: [] },
  },
  /** An upload without a file (the form never sends one, but the platform says why). */
  documentUploadNoFile: {
    method: 'post',
    path: '/player/documentUpload',
    as: 'player',
    status: 400,
    body: failure('A file is required (field file)', 160, { reason: 'noFile' }),
    replay: (caller) => caller.send('post', '/player/documentUpload', { documentType: 'passport', documentSide: 'any' }),
  },
  /**
   * A file over 2097152 bytes: refused while the body is read (before the session is looked at),
   * so the replay sends it anonymously.
   */
  documentUploadTooLarge: {
    method: 'post',
    path: '/player/documentUpload',
    as: 'anonymous',
    status: 413,
    body: failure('File too large', 160, { reason: 'fileTooLarge', max: 2097152 }),
    replay: async (caller) => {
      const form = new FormData();
      form.append('documentType', 'passport');
      form.append('documentSide', 'any');
      form.append('file', new Blob([new Uint8Array(2097153)]), 'big.pdf');
      const response = await fetch(`${caller.platform.url}/player/documentUpload`, { method: 'POST', body: form });
      return { status: response.status, body: await response.json() };
    },
  },
  supportInfo: {
    method: 'get',
    path: '/player/support',
    as: 'player',
    status: 200,
    body: { success: true, email: 'support@aurum-casino.test', topics: ['general', 'account', 'payments', 'bonuses', 'documents', 'closeAccount'] },
  },
  supportMessageSent: {
    method: 'post',
    path: '/player/support/contact',
    as: 'player',
    status: 200,
    body: { success: true, messageId: 1 },
    replay: (caller) => caller.send('post', '/player/support/contact', { topic: 'closeAccount', message: 'Please close my account.' }),
  },
  supportMessageTooShort: {
    method: 'post',
    path: '/player/support/contact',
    as: 'player',
    status: 400,
    body: failure('The message must be 10 to 2000 characters', 195, { field: 'message' }),
    replay: (caller) => caller.send('post', '/player/support/contact', { topic: 'general', message: 'short' }),
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
