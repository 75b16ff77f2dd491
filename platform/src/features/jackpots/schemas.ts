import { JACKPOT_CURRENCY } from './jackpots';

export const jackpotsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'currency', 'jackpots'],
  properties: {
    success: { type: 'boolean' },
    currency: { type: 'string', enum: [JACKPOT_CURRENCY] },
    jackpots: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'name', 'amount', 'currency'],
        properties: {
          slug: { type: 'string' },
          name: { type: 'string' },
          amount: { type: 'number', description: 'euros, 2 decimals' },
          currency: { type: 'string' },
        },
      },
    },
  },
} as const;

export const jackpotWinAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'slug', 'userId', 'amount', 'seed'],
  properties: {
    success: { type: 'boolean' },
    slug: { type: 'string' },
    userId: { type: 'integer' },
    amount: { type: 'number', description: 'euros paid to the cash: exactly what the pool held' },
    seed: { type: 'number', description: 'euros the pool restarts from (paid in by the house)' },
  },
} as const;
