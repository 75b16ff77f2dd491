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
