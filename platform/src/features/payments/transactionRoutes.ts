import type { FastifyInstance } from 'fastify';
import { listDeposits, listGameRounds, listWithdrawals } from '../features/payments';
import type { AppContext } from './context';
import { requireSession } from './playerSession';
import { errorResponses } from './schemas';

const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;

const page = (item: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  required: ['success', 'count', 'pageCount', 'page', 'transactions'],
  properties: { success: { type: 'boolean' }, count: int, pageCount: int, page: int, transactions: { type: 'array', items: item }, ...extra },
});

const pageQuery = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 }, ...extra },
});

/** The player's paged transaction lists (10 per page, newest first). */
export async function transactionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;

  app.get<{ Querystring: { page: number; includeTotalAmounts?: boolean } }>(
    '/transactions/deposits',
    {
      schema: {
        summary: 'Deposits (status pending|ok|declined|cancelled|expired|failed); includeTotalAmounts=true adds the sums of credited deposits and of pending/paid withdrawals',
        tags: ['transactions'],
        querystring: pageQuery({ includeTotalAmounts: { type: 'boolean' } }),
        response: {
          200: page(
            {
              type: 'object',
              required: ['id', 'status', 'amount', 'currency', 'method', 'createdTime'],
              properties: { id: int, status: str, amount: num, currency: str, method: str, createdTime: int },
            },
            { totalAmounts: { type: 'object', required: ['deposited', 'withdrawn', 'currency'], properties: { deposited: num, withdrawn: num, currency: str } } },
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { playerId } = await requireSession(ctx, request);
      return { success: true, ...(await listDeposits(db, playerId, request.query.page, request.query.includeTotalAmounts === true)) };
    },
  );

  app.get<{ Querystring: { page: number } }>(
    '/transactions/withdrawals',
    {
      schema: {
        summary: 'Withdrawals (status pending|cancelled|paid) with their reference',
        tags: ['transactions'],
        querystring: pageQuery(),
        response: {
          200: page({
            type: 'object',
            required: ['reference', 'status', 'amount', 'currency', 'method', 'createdTime'],
            properties: { reference: str, status: str, amount: num, currency: str, method: str, createdTime: int },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { playerId } = await requireSession(ctx, request);
      return { success: true, ...(await listWithdrawals(db, playerId, request.query.page)) };
    },
  );

  app.get<{ Querystring: { page: number; gameId?: number } }>(
    '/transactions/games',
    {
      schema: {
        summary: 'Real-money game rounds (bet and win); filter by gameId',
        tags: ['transactions'],
        querystring: pageQuery({ gameId: { type: 'integer', minimum: 1 } }),
        response: {
          200: page({
            type: 'object',
            required: ['roundId', 'gameId', 'productTranslation', 'betAmount', 'winAmount', 'currency', 'freeSpin', 'createdTime'],
            properties: { roundId: str, gameId: int, productTranslation: str, betAmount: num, winAmount: num, currency: str, freeSpin: { type: 'boolean' }, createdTime: int },
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { playerId } = await requireSession(ctx, request);
      return { success: true, ...(await listGameRounds(db, playerId, request.query.page, request.query.gameId)) };
    },
  );
}
