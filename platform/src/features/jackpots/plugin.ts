import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { AppError } from '../../errors';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { adminHeaders, errorResponses, idInput, postSchema } from '../../http/schemas';
import { getPlayer } from '../accounts';
import { euros } from '../wallet';
import { awardJackpot, currentJackpots, JACKPOT_CURRENCY } from './jackpots';
import { jackpotsAnswerSchema, jackpotWinAnswerSchema } from './schemas';

/** Sandbox admin (x-admin-token): a player wins a pool; its whole amount goes to their cash. */
const jackpotAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;
  app.post(
    '/jackpots/:slug/award',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          'A player wins the jackpot: exactly what the pool holds goes to their cash, the pool restarts from its seed; 404 for an unknown pool or player',
          { type: 'object', required: ['playerId'], properties: { playerId: idInput } },
          jackpotWinAnswerSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
        params: { type: 'object', required: ['slug'], properties: { slug: { type: 'string', minLength: 1, maxLength: 100 } } },
      },
    },
    async (request) => {
      const { playerId } = request.body;
      if (!(await getPlayer(db, playerId))) throw AppError.notFound('Player not found');
      const win = await awardJackpot(db, request.params.slug, playerId, ctx.clock.now());
      return { success: true, slug: win.slug, userId: playerId, amount: euros(win.amountCents), seed: euros(win.seedCents) };
    },
  );
};

/** GET /jackpots at the root (the player API base; polled every 20 s, docs/product/constants.md). */
const jackpotRoutes: FeaturePlugin = async (instance, { ctx }) => {
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
    async () => ({ success: true, currency: JACKPOT_CURRENCY, jackpots: await currentJackpots(db) }),
  );
};

/** Jackpots: the pools (GET /jackpots) and the sandbox admin's award. */
export const jackpotsPlugin: FeaturePlugin = async (app, options) => {
  await app.register(jackpotRoutes, options);
  await app.register(jackpotAdminRoutes, { ...options, prefix: '/sandbox/admin' });
};
