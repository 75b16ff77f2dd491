import type { FastifyInstance } from 'fastify';
import { getBalance } from '../features/wallet';
import { sandboxBankDepositRoutes } from '../sandbox/bank/deposit';
import { sandboxSlotRoutes } from '../sandbox/slot/routes';
import type { AppContext } from './context';
import { gameLaunchRoutes } from './gameLaunch';
import { paymentRoutes } from './payments';
import { requireSession } from './playerSession';
import { sandboxWalletAdminRoutes } from './sandboxWallet';
import { errorResponses } from './schemas';
import { transactionRoutes } from './transactions';

const num = { type: 'number' } as const;

/** GET /player/balance. */
async function balanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/player/balance',
    {
      schema: {
        summary: 'The wallet in euros (2 decimals): balance = cash + promo; withdrawable = cash minus cashReserve',
        tags: ['player'],
        response: {
          200: {
            type: 'object',
            required: ['success', 'balance', 'cash', 'promo', 'currency', 'currentTurnover', 'totalTurnover'],
            properties: {
              success: { type: 'boolean' },
              balance: num,
              cash: num,
              promo: num,
              currency: { type: 'string' },
              currentTurnover: num,
              totalTurnover: num,
              cashReserve: num,
              withdrawable: num,
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { playerId } = await requireSession(ctx, request);
      return { success: true, ...(await getBalance(ctx.database.db, playerId)) };
    },
  );
}

/** Everything of "money and play": wallet, payments, transactions, game launch, slot, bank payment page, admin. */
export async function walletRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => balanceRoutes(scope, ctx));
  await app.register(async (scope) => paymentRoutes(scope, ctx));
  await app.register(async (scope) => transactionRoutes(scope, ctx));
  await app.register(async (scope) => gameLaunchRoutes(scope, ctx));
  await app.register(async (scope) => sandboxWalletAdminRoutes(scope, ctx), { prefix: '/sandbox/admin' });
  await app.register(async (scope) => sandboxBankDepositRoutes(scope, ctx), { prefix: '/sandbox/bank' });
  await app.register(async (scope) => sandboxSlotRoutes(scope, ctx), { prefix: '/sandbox/slot' });
}
