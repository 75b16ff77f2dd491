import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FeaturePlugin } from '../../http/context';
import { errorResponses, idInput } from '../../http/schemas';
import { listDeposits, listGameRounds, listWithdrawals } from './lists';
import { depositItemSchema, gameRoundItemSchema, pageQuery, pageSchema, totalAmountsSchema, withdrawalItemSchema } from './schemas';

/** The player's paged transaction lists, 10 per page, newest first (a player scope). */
export const transactionRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.get(
    '/transactions/deposits',
    {
      schema: {
        summary:
          'Deposits (status pending|ok|declined|cancelled|expired|failed); includeTotalAmounts=true adds the sums of credited deposits and of pending/paid withdrawals',
        tags: ['transactions'],
        querystring: pageQuery({ includeTotalAmounts: { type: 'boolean' } }),
        response: { 200: pageSchema(depositItemSchema, { totalAmounts: totalAmountsSchema }), ...errorResponses },
      },
    },
    async (request) => ({
      success: true,
      ...(await listDeposits(db, request.player.playerId, request.query.page, request.query.includeTotalAmounts === true)),
    }),
  );

  app.get(
    '/transactions/withdrawals',
    {
      schema: {
        summary: 'Withdrawals (status pending|cancelled|paid) with their reference',
        tags: ['transactions'],
        querystring: pageQuery(),
        response: { 200: pageSchema(withdrawalItemSchema), ...errorResponses },
      },
    },
    async (request) => ({ success: true, ...(await listWithdrawals(db, request.player.playerId, request.query.page)) }),
  );

  app.get(
    '/transactions/games',
    {
      schema: {
        summary: 'Real-money game rounds (bet and win); filter by gameId',
        tags: ['transactions'],
        querystring: pageQuery({ gameId: idInput }),
        response: { 200: pageSchema(gameRoundItemSchema), ...errorResponses },
      },
    },
    async (request) => ({
      success: true,
      ...(await listGameRounds(db, request.player.playerId, request.query.page, request.query.gameId)),
    }),
  );
};
