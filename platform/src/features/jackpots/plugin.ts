import type { FastifyInstance } from 'fastify';
import { JACKPOT_CURRENCY, listJackpots } from '../features/jackpots/jackpots';
import type { AppContext } from './context';
import { errorResponses } from './schemas';

/** GET /jackpots at the root (the player API base; polled every 20 s, SPEC section 9). */
export async function jackpotRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;

  app.get<{ Querystring: { currency: string } }>(
    '/jackpots',
    {
      schema: {
        summary: 'Current jackpot amounts in euros (2 decimals); they grow with every bet',
        tags: ['games'],
        querystring: {
          type: 'object',
          properties: {
            currency: { type: 'string', enum: ['eur', 'EUR'], default: 'eur', description: 'EUR only' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'currency', 'jackpots'],
            properties: {
              success: { type: 'boolean' },
              currency: { type: 'string', enum: [JACKPOT_CURRENCY] },
              jackpots: {
                type: 'array',
                items: {
                  type: 'object',
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
          },
          ...errorResponses,
        },
      },
    },
    async () => ({ success: true, currency: JACKPOT_CURRENCY, jackpots: await listJackpots(db) }),
  );
}
