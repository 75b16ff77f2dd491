import { bool, num } from '../../http/schemas';

export const balanceAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'balance', 'cash', 'promo', 'currency', 'currentTurnover', 'totalTurnover'],
  properties: {
    success: bool,
    balance: num,
    cash: num,
    promo: num,
    currency: { type: 'string' },
    currentTurnover: num,
    totalTurnover: num,
    cashReserve: num,
    withdrawable: num,
  },
} as const;

export const flagsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'userId', 'transactionsBlocked', 'withdrawalBlocked', 'firstDepositLock'],
  properties: { success: bool, userId: { type: 'integer' }, transactionsBlocked: bool, withdrawalBlocked: bool, firstDepositLock: bool },
} as const;

export const grantAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'balance', 'cash', 'promo', 'cashReserve'],
  properties: { success: bool, balance: num, cash: num, promo: num, cashReserve: num, freeSpinsId: { type: 'integer' } },
} as const;

export const ledgerCheckAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'ok', 'players', 'entries', 'problems'],
  properties: {
    success: bool,
    ok: bool,
    players: { type: 'integer' },
    entries: { type: 'integer' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'playerId', 'account'],
        properties: {
          kind: { type: 'string', description: 'sum, latest, negative, orphan, running or duplicateKey' },
          playerId: { type: 'integer' },
          account: { type: 'string' },
          ledgerSum: num,
          balance: num,
          key: { type: 'string', description: 'duplicateKey: the idempotency key used more than once' },
          count: { type: 'integer', description: 'duplicateKey: how many rows carry it' },
          entryId: { type: 'integer', description: 'running: the first row whose balance_after does not follow from the one before' },
        },
      },
    },
  },
} as const;
