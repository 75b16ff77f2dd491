import { bool, int, num } from '../../http/schemas';

/** JSON schemas of the limits routes (docs/product/api.md; the shapes are documented in docs/decisions.md#limits-view). */

const nnum = { type: 'number', nullable: true } as const;
const nint = { type: 'integer', nullable: true } as const;
const lossKind = { type: 'string', enum: ['dailyLoss', 'weeklyLoss', 'monthlyLoss'] } as const;

const coolOffEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'coolOff', 'endTime'],
  properties: {
    kind: { type: 'string', enum: ['coolOff'] },
    coolOff: bool,
    endTime: { ...nint, description: 'End of the cool-off in progress (epoch ms)' },
  },
} as const;

const lossEntry = {
  type: 'object',
  additionalProperties: false,
  required: [
    'kind',
    'amount',
    'usedAmount',
    'minAmount',
    'maxAmount',
    'autoRenew',
    'newAmount',
    'amountEffectiveTime',
    'endTime',
    'currency',
  ],
  properties: {
    kind: lossKind,
    amount: { ...nnum, description: 'The limit in force (EUR); null without a limit' },
    usedAmount: { ...num, description: 'Loss of the current period (bets minus wins, EUR)' },
    minAmount: num,
    maxAmount: num,
    autoRenew: { ...bool, description: 'false while a removal is pending' },
    newAmount: { ...nnum, description: 'A pending raise (EUR)' },
    amountEffectiveTime: { ...nint, description: 'When the pending raise or removal may be confirmed (epoch ms)' },
    endTime: { ...int, description: 'End of the current period (epoch ms)' },
    currency: { type: 'string', enum: ['EUR'] },
  },
} as const;

const realityCheckEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'realityCheck'],
  properties: {
    kind: { type: 'string', enum: ['realityCheck'] },
    realityCheck: {
      type: 'object',
      additionalProperties: false,
      required: ['intervalMinutes', 'startTime', 'playTimeMinutes', 'bets', 'wins', 'net', 'currency'],
      properties: {
        intervalMinutes: int,
        startTime: { ...int, description: 'Start of the counted span (epoch ms)' },
        playTimeMinutes: int,
        bets: num,
        wins: num,
        net: { ...num, description: 'wins minus bets' },
        currency: { type: 'string', enum: ['EUR'] },
      },
    },
  },
} as const;

const trueLimit = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'amount', 'newAmount', 'increasingToBeConfirmed', 'pendingRemoval'],
  properties: {
    kind: lossKind,
    amount: num,
    newAmount: nnum,
    increasingToBeConfirmed: {
      ...bool,
      description: 'The period of a pending raise or removal has ended: the player must confirm or cancel it',
    },
    pendingRemoval: bool,
  },
} as const;

/** GET /player/limits and the answer of every limit change. */
export const limitsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'limits', 'trueLimits', 'realityCheckInterval'],
  properties: {
    success: bool,
    limits: { type: 'array', items: { anyOf: [coolOffEntry, lossEntry, realityCheckEntry] } },
    trueLimits: { type: 'array', items: trueLimit },
    realityCheckInterval: { ...int, description: 'Minutes; 0 = off' },
  },
} as const;

/** Euro amounts: bounded here, whole euros from 10 to 100000 checked by the domain (195 with the range). */
const euroAmount = { type: 'number', minimum: -1_000_000_000, maximum: 1_000_000_000 } as const;

export const lossBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dailyAmount: euroAmount,
    weeklyAmount: euroAmount,
    monthlyAmount: euroAmount,
    dailyAutoRenew: bool,
    weeklyAutoRenew: bool,
    monthlyAutoRenew: bool,
    dailyConfirmed: bool,
    weeklyConfirmed: bool,
    monthlyConfirmed: bool,
    dailyRemovalConfirmed: bool,
    weeklyRemovalConfirmed: bool,
    monthlyRemovalConfirmed: bool,
  },
} as const;

export const cancelBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { daily: bool, weekly: bool, monthly: bool },
} as const;

export const coolOffBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    coolOffDays: { type: 'integer', minimum: 0, maximum: 1000 },
    password: { type: 'string', maxLength: 200 },
  },
} as const;

export const timeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['realityCheckInterval'],
  properties: {
    realityCheckInterval: { type: 'integer', minimum: 0, maximum: 10_000, description: 'Minutes: 0 (off), 15, 30, 60 or 120' },
  },
} as const;

export const resetTimeParams = {
  type: 'object',
  required: ['minutes'],
  properties: { minutes: { type: 'integer', minimum: 0, maximum: 10_000 } },
} as const;

// Sandbox admin: the self-exclusion register.

export const registerEntryBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    playerId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    nationalId: { type: 'string', minLength: 1, maxLength: 40 },
    from: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000, description: 'Start (epoch ms); default now' },
    until: {
      type: 'integer',
      minimum: 0,
      maximum: 8_640_000_000_000_000,
      nullable: true,
      description: 'End (epoch ms); null or absent: until further notice',
    },
  },
} as const;

export const registerClearBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    playerId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    nationalId: { type: 'string', minLength: 1, maxLength: 40 },
  },
} as const;

export const registerStatusBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reachable'],
  properties: { reachable: bool },
} as const;

export const registerEntryAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'id'],
  properties: { success: bool, id: int },
} as const;

export const registerClearAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'removed'],
  properties: { success: bool, removed: int },
} as const;

export const registerStatusAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'reachable'],
  properties: { success: bool, reachable: bool },
} as const;
