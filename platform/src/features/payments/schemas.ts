import { bool, int, num } from '../../http/schemas';

const str = { type: 'string' } as const;
const eur = { type: 'object', additionalProperties: false, required: ['EUR'], properties: { EUR: num } } as const;

export const methodsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'methods'],
  properties: {
    success: bool,
    methods: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['method', 'minAmount', 'maxAmount'],
        properties: {
          method: str,
          minAmount: eur,
          maxAmount: eur,
          storedData: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['reference', 'bankName', 'maskedAccount'],
              properties: { reference: str, bankName: str, maskedAccount: str },
            },
          },
        },
      },
    },
  },
} as const;

export const initWithdrawAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'totalBalance', 'cashBalance', 'promoBalance', 'cashReserve', 'withdrawable', 'methods', 'freeSpins'],
  properties: {
    success: bool,
    totalBalance: num,
    cashBalance: num,
    promoBalance: num,
    cashReserve: num,
    withdrawable: num,
    freeSpins: int,
    methods: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['method', 'minAmount', 'maxAmount'],
        properties: { method: str, minAmount: eur, maxAmount: eur },
      },
    },
  },
} as const;

export const completedWithdrawalSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'reference', 'amount', 'status', 'userId'],
  properties: { success: bool, reference: str, amount: num, status: str, userId: int },
} as const;

/** One page of a transaction list (10 per page, newest first). */
export const pageSchema = <const T extends object, const E extends object = Record<never, never>>(item: T, extra?: E) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['success', 'count', 'pageCount', 'page', 'transactions'],
    properties: { success: bool, count: int, pageCount: int, page: int, transactions: { type: 'array', items: item }, ...(extra as E) },
  }) as const;

export const pageQuery = <const E extends object = Record<never, never>>(extra?: E) =>
  ({
    type: 'object',
    properties: { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 }, ...(extra as E) },
  }) as const;

export const depositItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status', 'amount', 'currency', 'method', 'createdTime'],
  properties: { id: int, status: str, amount: num, currency: str, method: str, createdTime: int },
} as const;

export const totalAmountsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['deposited', 'withdrawn', 'currency'],
  properties: { deposited: num, withdrawn: num, currency: str },
} as const;

export const withdrawalItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reference', 'status', 'amount', 'currency', 'method', 'createdTime'],
  properties: { reference: str, status: str, amount: num, currency: str, method: str, createdTime: int },
} as const;

export const gameRoundItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['roundId', 'gameId', 'productTranslation', 'betAmount', 'winAmount', 'currency', 'freeSpin', 'createdTime'],
  properties: {
    roundId: str,
    gameId: int,
    productTranslation: str,
    betAmount: num,
    winAmount: num,
    currency: str,
    freeSpin: bool,
    createdTime: int,
  },
} as const;
