import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FeaturePlugin } from '../../http/context';
import { errorResponses } from '../../http/schemas';
import { JACKPOT_CURRENCY, listJackpots } from './jackpots';
import { jackpotsAnswerSchema } from './schemas';

/** GET /jackpots at the root (the player API base; polled every 20 s, docs/product/constants.md). */
export const jackpotsPlugin: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.get(
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
        response: { 200: jackpotsAnswerSchema, ...errorResponses },
      },
    },
    async () => ({ success: true, currency: JACKPOT_CURRENCY, jackpots: await listJackpots(db) }),
  );
};
