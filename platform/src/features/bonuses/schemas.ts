import { bool, int, num, str } from '../../http/schemas';

/** Answer schemas of the bonus routes (docs/product/api.md; rules in rules.ts). */

const prizeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['cash', 'promo', 'freeSpins', 'bonusGame'] },
    amount: { ...num, description: 'euros (cash, promo)' },
    turnoverFactor: int,
    spins: int,
    points: int,
  },
} as const;

export const campaignsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'campaigns'],
  properties: {
    success: bool,
    campaigns: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['campaignId', 'title', 'minDepositAmount', 'turnoverFactor', 'bonusPercent'],
        properties: {
          campaignId: int,
          title: str(),
          minDepositAmount: num,
          maxPromoLimit: num,
          freeSpinAmount: int,
          turnoverFactor: int,
          bonusPercent: int,
        },
      },
    },
  },
} as const;

const freeSpinBonusSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'freeSpinsBonusId',
    'name',
    'source',
    'games',
    'freeSpins',
    'total',
    'turnoverFactor',
    'expirationTime',
    'createdTime',
    'cancellable',
  ],
  properties: {
    freeSpinsBonusId: int,
    name: str(),
    source: { type: 'string', description: 'campaign | wheel | bonusGame | goldRush | affiliate | sandbox' },
    games: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['gameId', 'slug', 'translation', 'friendlyName'],
        properties: { gameId: int, slug: str(), translation: str(), friendlyName: str() },
      },
    },
    freeSpins: { ...int, description: 'remaining' },
    total: int,
    turnoverFactor: int,
    expirationTime: { type: 'integer', nullable: true },
    createdTime: int,
    cancellable: bool,
  },
} as const;

export const freeSpinsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'bonuses'],
  properties: {
    success: bool,
    bonuses: {
      type: 'object',
      additionalProperties: false,
      required: ['count', 'pageCount', 'page', 'transactions'],
      properties: { count: int, pageCount: int, page: int, transactions: { type: 'array', items: freeSpinBonusSchema } },
    },
  },
} as const;

export const cancelAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'forfeitedSpins'],
  properties: { success: bool, forfeitedSpins: int },
} as const;

const spinViewProperties = { reference: str(), prizeIndex: int, prize: prizeSchema } as const;

export const wheelStateAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'available_spins', 'pending', 'prizes'],
  properties: {
    success: bool,
    available_spins: int,
    pending: {
      type: 'object',
      nullable: true,
      additionalProperties: false,
      required: ['reference', 'prizeIndex', 'prize'],
      properties: spinViewProperties,
    },
    prizes: {
      type: 'array',
      items: { ...prizeSchema, required: ['type', 'percent'], properties: { ...prizeSchema.properties, percent: int } },
    },
  },
} as const;

export const wheelSpinAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'reference', 'prizeIndex', 'prize', 'available_spins'],
  properties: { success: bool, ...spinViewProperties, available_spins: int },
} as const;

export const wheelCompleteAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'reference', 'prizeIndex', 'prize', 'credited'],
  properties: { success: bool, ...spinViewProperties, credited: { ...bool, description: 'false when the reference was completed before' } },
} as const;

const programmeProperties = {
  points: int,
  level: int,
  nextLevel: {
    type: 'object',
    nullable: true,
    additionalProperties: false,
    required: ['level', 'points'],
    properties: { level: int, points: int },
  },
  maxPrizes: int,
  rewards: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['level', 'points', 'prize', 'status', 'creditedTime'],
      properties: {
        level: int,
        points: int,
        prize: prizeSchema,
        status: { type: 'string', enum: ['locked', 'credited'] },
        creditedTime: { type: 'integer', nullable: true },
      },
    },
  },
} as const;

export const programmeAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'points', 'level', 'nextLevel', 'maxPrizes', 'rewards'],
  properties: { success: bool, ...programmeProperties },
} as const;

export const goldRushAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'points', 'level', 'nextLevel', 'maxPrizes', 'rewards', 'startTime', 'endTime'],
  properties: { success: bool, ...programmeProperties, startTime: int, endTime: int },
} as const;

export const loyaltyAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'points', 'earnedPoints', 'convertedPoints', 'rate', 'minPoints'],
  properties: {
    success: bool,
    points: int,
    earnedPoints: int,
    convertedPoints: int,
    rate: { type: 'object', additionalProperties: false, required: ['points', 'amount'], properties: { points: int, amount: num } },
    minPoints: int,
  },
} as const;

export const convertAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'points', 'amount'],
  properties: { success: bool, points: { ...int, description: 'points left' }, amount: { ...num, description: 'cash credited (euros)' } },
} as const;

/** ?t={time}: the site's cache breaker (ignored). */
export const timeQuery = { type: 'object', properties: { t: { type: 'integer', minimum: 0, maximum: 9_999_999_999_999 } } } as const;
