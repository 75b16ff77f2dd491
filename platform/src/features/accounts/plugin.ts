import type { FastifyInstance } from 'fastify';
import { sandboxBankRoutes } from '../sandbox/bank/routes';
import { bankLoginRoutes } from './bankLogin';
import type { AppContext } from './context';
import { playerRoutes } from './player';
import { playerAuthRoutes } from './playerAuth';
import { sandboxOutboxRoutes, sandboxPlayerAdminRoutes } from './sandboxAccounts';

/** Everything of the accounts feature: player API, bank login, bank simulator, outbox, admin. */
export async function accountsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => playerAuthRoutes(scope, ctx));
  await app.register(async (scope) => playerRoutes(scope, ctx));
  await app.register(async (scope) => bankLoginRoutes(scope, ctx));
  await app.register(async (scope) => sandboxOutboxRoutes(scope, ctx));
  await app.register(async (scope) => sandboxPlayerAdminRoutes(scope, ctx), { prefix: '/sandbox/admin' });
  await app.register(async (scope) => sandboxBankRoutes(scope, ctx), { prefix: '/sandbox/bank' });
}
