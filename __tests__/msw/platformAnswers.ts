/**
 * Answers the msw stand-in gives for the platform, each with the situation it stands for, so
 * that __tests__/msw/parity.test.ts can replay it against the real platform and
 * __tests__/contract/openapi.test.ts can check it against the platform's OpenAPI document.
 * Failures follow the platform's error body and codes (docs/product/errors.md).
 */
import type { PlatformAnswer, PlatformCaller } from './realPlatform';
import { activationCode, registerPlayer, registrationFields } from './realPlatform';
/** A deposit from the logged-in caller's own bank account, approved on the bank simulator (stores payment details). */
async function approvedDeposit(caller: PlatformCaller, amount: number): Promise<void> {
  const start = await caller.send('post', '/payment/confirmDeposit', { amount, method: 'bank' });
  const redirect = String((start.body as { redirectUrl?: string }).redirectUrl).replace(/^\/api/, '');
  await fetch(`${caller.platform.url}${redirect}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: caller.cookieHeader() },
    body: 'decision=approve',
    redirect: 'manual',
  });
}

/** The caller becomes a new player who registered with the default affiliate (20 welcome free spins). */
async function affiliatePlayer(caller: PlatformCaller): Promise<void> {
  const fields = { ...registrationFields(), affiliateReference: '1' };
  await caller.send('post', '/player/registerPlayer', fields);
  await caller.send('post', '/player/activate', { activationCode: await activationCode(caller.platform, fields.email) });
  await caller.send('post', '/login', { email: fields.email, password: fields.password });
}

const welcomeFreeSpins = {
  freeSpinsBonusId: 7,
  name: 'Welcome free spins',
  source: 'affiliate',
  games: [{ gameId: 1, slug: 'book-of-sand-low', translation: 'Book of Sand Low', friendlyName: 'Book of Sand Low' }],
  freeSpins: 20,
  total: 20,
  turnoverFactor: 5,
  expirationTime: 1769083200000,
  createdTime: 1768478400000,
  cancellable: true,
};

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

/** A limits view as GET /player/limits answers it (docs/decisions.md#limits-view). */
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

/** One Helsinki day of an overview (its figures zero unless given), as GET /player/overview answers it. */
export function overviewDay(date: string, figures: Record<string, number> = {}) {
  const start = Date.parse(`${date}T00:00:00+02:00`);
  return {
    date,
    start,
    end: start + 86_400_000,
    betsReal: 0,
    winsReal: 0,
    netReal: 0,
    betsPromo: 0,
    winsPromo: 0,
    netPromo: 0,
    loss: 0,
    deposits: 0,
    withdrawals: 0,
    withdrawalsCancelled: 0,
    rounds: 0,
    freeSpinRounds: 0,
    playedSeconds: 0,
    ...figures,
  };
}

/** An overview by day of the given days, their sums as its totals, and the given loss limits. */
export function overviewByDay(days: ReturnType<typeof overviewDay>[], lossLimits: Record<string, unknown>[] = []) {
  const totals: Record<string, number> = {};
  for (const day of days) {
    for (const [key, value] of Object.entries(day)) {
      if (!['date', 'start', 'end'].includes(key)) totals[key] = Math.round(((totals[key] ?? 0) + (value as number)) * 100) / 100;
    }
  }
  return {
    success: true,
    period: 'day',
    from: days[0].date,
    to: days[days.length - 1].date,
    timeZone: 'Europe/Helsinki',
    currency: 'EUR',
    periods: days,
    totals,
    lossLimits,
  };
}

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
  emailValidationTaken: {
    method: 'post',
    path: '/player/validate/email',
    as: 'anonymous',
    status: 409,
    body: failure('This email address is already registered', 180, { field: 'email' }),
    replay: async (caller) => {
      const taken = await registerPlayer(caller, { activate: false });
      return caller.send('post', '/player/validate/email', { email: taken.email });
    },
  },
  emailValidationFree: {
    method: 'post',
    path: '/player/validate/email',
    as: 'anonymous',
    status: 200,
    body: { success: true },
    replay: (caller) => caller.send('post', '/player/validate/email', { email: `free${Date.now()}@example.test` }),
  },
  nicknameValidationFree: {
    method: 'post',
    path: '/player/validate/nickname',
    as: 'anonymous',
    status: 200,
    body: { success: true },
    replay: (caller) => caller.send('post', '/player/validate/nickname', { nickname: `free_${Date.now() % 1e9}` }),
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
  // ---------------------------------------------------------------- profile area
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
    replay: (caller) =>
      caller.send('post', '/player/updatePassword', { oldPassword: 'not-mine1', password: 'newpass12', confirmPassword: 'newpass12' }),
  },
  passwordChanged: {
    method: 'post',
    path: '/player/updatePassword',
    as: 'player',
    status: 200,
    body: { success: true },
    replay: (caller) =>
      caller.send('post', '/player/updatePassword', { oldPassword: 'secret12', password: 'newpass12', confirmPassword: 'newpass12' }),
  },
  phoneNumberSaved: {
    method: 'post',
    path: '/player/phonenumber',
    as: 'player',
    status: 200,
    body: { success: true },
    replay: (caller) =>
      caller.send('post', '/player/phonenumber', { phonenumber: `+35840${String(Date.now()).slice(-7)}`, password: 'secret12' }),
  },
  /** A number or email change without the right current password. */
  contactChangeWrongPassword: {
    method: 'post',
    path: '/player/email',
    as: 'player',
    status: 401,
    body: failure('The current password is wrong', 109, { field: 'password' }),
    replay: (caller) => caller.send('post', '/player/email', { email: `new${Date.now()}@example.test`, password: 'not-mine1' }),
  },
  /** An email change asked with the password: the code went to the new address. */
  emailChangeRequested: {
    method: 'post',
    path: '/player/email',
    as: 'player',
    status: 200,
    body: { success: true },
    replay: (caller) => caller.send('post', '/player/email', { email: `new${Date.now()}@example.test`, password: 'secret12' }),
  },
  /** An address with an emoji. */
  emailCharacters: {
    method: 'post',
    path: '/player/email',
    as: 'player',
    status: 400,
    body: failure("An email address may hold only ASCII letters, digits and . _ + - ! # $ % & ' * / = ? ^ ` { | } ~", 195, {
      field: 'email',
      rule: 'emailCharacters',
    }),
    replay: (caller) => caller.send('post', '/player/email', { email: 'matti😀@example.com', password: 'secret12' }),
  },
  /** A code that was not sent for this player's email change. */
  emailChangeCodeNotFound: {
    method: 'post',
    path: '/player/email/verify',
    as: 'player',
    status: 404,
    body: failure('Code not found', 183),
    replay: (caller) => caller.send('post', '/player/email/verify', { code: '000000' }),
  },
  smsCodeSent: {
    method: 'get',
    path: '/player/sendVerificationSms',
    as: 'player',
    status: 200,
    body: { success: true },
    replay: async (caller) => {
      await caller.send('post', '/player/updateFields', { phoneNumber: `+35841${String(Date.now()).slice(-7)}` });
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
      history: [
        { createdTime: 1767225600000, phoneNumber: '+358401234567', verified: false, verifiedTime: null, expireTime: 1767226200000 },
      ],
    },
    replay: async (caller) => {
      await caller.send('post', '/player/phonenumber', { phonenumber: `+35842${String(Date.now()).slice(-7)}`, password: 'secret12' });
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
    body: {
      success: true,
      email: 'support@aurum-casino.test',
      topics: ['general', 'account', 'payments', 'bonuses', 'documents', 'closeAccount'],
    },
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
    body: limitsView({ dailyLoss: { amount: 50 } }, [
      { kind: 'dailyLoss', amount: 50, newAmount: null, increasingToBeConfirmed: false, pendingRemoval: false },
    ]),
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
    body: failure('The dailyLoss limit may not be higher than the weeklyLoss limit', 195, {
      field: 'dailyAmount',
      rule: 'noHigherThan',
      other: 'weeklyLoss',
      otherAmount: 100,
    }),
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
    body: failure('The new dailyLoss limit can be confirmed after the current period', 195, {
      field: 'dailyConfirmed',
      rule: 'notYetEffective',
    }),
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
  /** A logged-in player without free-spin bonuses (polled every 10 s). */
  noFreeSpins: {
    method: 'get',
    path: '/player/bonuses/freeSpins',
    as: 'player',
    status: 200,
    body: { success: true, bonuses: { count: 0, pageCount: 0, page: 1, transactions: [] } },
  },
  /** A player who never deposited from a bank account is asked for a plain deposit before a campaign deposit. */
  campaignDepositNeedsPaymentDetails: {
    method: 'post',
    path: '/payment/confirmDeposit',
    as: 'player',
    status: 409,
    body: failure('Add payment details first: make a deposit from your bank account', 125),
    replay: (caller) => caller.send('post', '/payment/confirmDeposit', { amount: 50, method: 'bank', campaignId: 1 }),
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
  /** A player with payment details: every campaign (titles in English). */
  depositCampaignsAll: {
    method: 'get',
    path: '/campaigns/depositCampaigns',
    as: 'player',
    status: 200,
    body: {
      success: true,
      campaigns: [
        {
          campaignId: 1,
          title: 'Welcome bonus 100% up to €100 + 20 free spins',
          minDepositAmount: 20,
          maxPromoLimit: 100,
          freeSpinAmount: 20,
          turnoverFactor: 10,
          bonusPercent: 100,
        },
        {
          campaignId: 2,
          title: 'Weekend reload 50% up to €50',
          minDepositAmount: 30,
          maxPromoLimit: 50,
          turnoverFactor: 5,
          bonusPercent: 50,
        },
        {
          campaignId: 3,
          title: '25 free spins with a deposit',
          minDepositAmount: 10,
          freeSpinAmount: 25,
          turnoverFactor: 5,
          bonusPercent: 0,
        },
      ],
    },
    replay: async (caller) => {
      await approvedDeposit(caller, 20);
      return caller.send('get', '/campaigns/depositCampaigns', undefined, { lang: 'en' });
    },
  },
  /** A player who registered through an affiliate: its welcome free spins. */
  freeSpinsWelcome: {
    method: 'get',
    path: '/player/bonuses/freeSpins',
    as: 'anonymous',
    status: 200,
    body: { success: true, bonuses: { count: 1, pageCount: 1, page: 1, transactions: [welcomeFreeSpins] } },
    replay: async (caller) => {
      await affiliatePlayer(caller);
      return caller.send('get', '/player/bonuses/freeSpins', undefined, { page: '1' });
    },
  },
  /** Cancelling the welcome free spins forfeits all 20. */
  freeSpinsCancelled: {
    method: 'post',
    path: '/player/bonuses/freeSpins/cancel',
    as: 'anonymous',
    status: 200,
    body: { success: true, forfeitedSpins: 20 },
    replay: async (caller) => {
      await affiliatePlayer(caller);
      const list = await caller.send('get', '/player/bonuses/freeSpins');
      const id = (list.body as { bonuses: { transactions: { freeSpinsBonusId: number }[] } }).bonuses.transactions[0].freeSpinsBonusId;
      return caller.send('post', '/player/bonuses/freeSpins/cancel', { freeSpinsBonusId: id });
    },
  },
  /** The day's spin drawn (the prize is random on the platform; this one is 10 free spins). */
  wheelSpun: {
    method: 'post',
    path: '/bonuswheel/spin',
    as: 'player',
    status: 200,
    body: { success: true, reference: 'd2hlZWwtcmVm', prizeIndex: 4, prize: { type: 'freeSpins', spins: 10 }, available_spins: 0 },
    replay: async (caller) => {
      await caller.send('get', '/bonuswheel/spin');
      return caller.send('post', '/bonuswheel/spin');
    },
  },
  /** The drawn spin completed: its prize credited. */
  wheelCompleted: {
    method: 'post',
    path: '/bonuswheel/complete',
    as: 'player',
    status: 200,
    body: { success: true, reference: 'd2hlZWwtcmVm', prizeIndex: 4, prize: { type: 'freeSpins', spins: 10 }, credited: true },
    replay: async (caller) => {
      await caller.send('get', '/bonuswheel/spin');
      const spun = await caller.send('post', '/bonuswheel/spin');
      return caller.send('post', '/bonuswheel/complete', { reference: String((spun.body as { reference?: string }).reference) });
    },
  },
  /** A new player's gold rush week. */
  goldRushStart: {
    method: 'get',
    path: '/gold-rush/progress',
    as: 'player',
    status: 200,
    body: {
      success: true,
      points: 0,
      level: 0,
      nextLevel: { level: 1, points: 10 },
      maxPrizes: 4,
      startTime: 1768168800000,
      endTime: 1768773600000,
      rewards: [
        { level: 1, points: 10, prize: { type: 'freeSpins', spins: 5 }, status: 'locked', creditedTime: null },
        { level: 2, points: 50, prize: { type: 'cash', amount: 2 }, status: 'locked', creditedTime: null },
        { level: 3, points: 150, prize: { type: 'promo', amount: 10, turnoverFactor: 5 }, status: 'locked', creditedTime: null },
        { level: 4, points: 400, prize: { type: 'cash', amount: 20 }, status: 'locked', creditedTime: null },
      ],
    },
  },
  /** A player with a daily loss limit of 50 € who lost 12.50 € today, by day. */
  playOverviewDays: {
    method: 'get',
    path: '/player/overview',
    as: 'player',
    status: 200,
    body: overviewByDay(
      [
        overviewDay('2026-01-14', { deposits: 50, withdrawals: 20, withdrawalsCancelled: 20 }),
        overviewDay('2026-01-15', {
          betsReal: 20,
          winsReal: 7.5,
          netReal: -12.5,
          betsPromo: 2,
          winsPromo: 5,
          netPromo: 3,
          loss: 12.5,
          rounds: 22,
          freeSpinRounds: 3,
          playedSeconds: 3900,
        }),
      ],
      [{ kind: 'dailyLoss', amount: 50, usedAmount: 12.5, periodStart: DAY_END - 86_400_000, endTime: DAY_END }],
    ),
    replay: async (caller) => {
      await caller.send('post', '/player/limit/loss', { dailyAmount: 50 });
      return caller.send('get', '/player/overview', undefined, { period: 'day' });
    },
  },
  playOverviewAnonymous: {
    method: 'get',
    path: '/player/overview',
    as: 'anonymous',
    status: 401,
    body: failure('Not logged in', 115),
  },
  /** A date that does not exist. */
  playOverviewBadDate: {
    method: 'get',
    path: '/player/overview',
    as: 'player',
    status: 400,
    body: failure('from: not a date', 195, { field: 'from', rule: 'date' }),
    replay: (caller) => caller.send('get', '/player/overview', undefined, { period: 'day', from: '2026-02-30' }),
  },
} satisfies Record<string, MockedAnswer>;

export type PlatformAnswerName = keyof typeof platformAnswers;
