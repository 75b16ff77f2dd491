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
    total: { type: 'integer', description: 'Sum of every entry checked, in cents (0: the books balance)' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'playerId', 'account'],
        properties: {
          kind: {
            type: 'string',
            description:
              'sum, latest, negative, orphan, running, duplicateKey, unbalanced, jackpot, clearing, deposit, withdrawal or round',
          },
          playerId: { type: 'integer', description: '0: no one player (a jackpot pool, a house txn)' },
          account: {
            type: 'string',
            description: "cash, promo, reserve, bank, payout, jackpot:<slug>; 'txn' (unbalanced), 'bet' or 'win' (round), 'row'",
          },
          ledgerSum: num,
          balance: num,
          key: { type: 'string', description: 'duplicateKey: the idempotency key used more than once' },
          count: { type: 'integer', description: 'duplicateKey: how many rows carry it' },
          entryId: { type: 'integer', description: 'running: the first row whose balance_after does not follow from the one before' },
          txn: { type: 'string', description: 'unbalanced: the txn whose entries do not sum to zero' },
          reference: { type: 'string', description: 'deposit:<id>, withdrawal:<reference> or the round id that does not reconcile' },
        },
      },
    },
  },
} as const;
