import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { cachedAnswer } from '../../http/cachedAnswer';
import type { FeaturePlugin } from '../../http/context';
import { getSchema } from '../../http/schemas';
import { walletAdminRoutes } from './adminRoutes';
import { balanceAnswerSchema } from './schemas';
import { getBalance } from './balance';
import { playerScope } from '../accounts';

/** GET /player/balance (a player scope). */
const balanceRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/player/balance',
    {
      schema: getSchema(
        'The wallet in euros (2 decimals): balance = cash + promo; withdrawable = cash minus cashReserve',
        balanceAnswerSchema,
      ),
    },
    // Only the player's own requests, a deposit the bank settles and the admin change it (http/answerCache.ts).
    async (request, reply) =>
      cachedAnswer(ctx, request, reply, 'balance', async () => ({
        answer: { success: true, ...(await getBalance(ctx.database.db, request.player.playerId)) },
        validUntil: Infinity,
      })),
  );
};

/** The wallet: the player's balance and the sandbox admin's money tools. */
export const walletPlugin: FeaturePlugin = async (app, options) => {
  await app.register(playerScope(balanceRoutes), options);
  await app.register(walletAdminRoutes, { ...options, prefix: '/sandbox/admin' });
};
