import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { adminHeaders, getSchema } from '../../http/schemas';
import { sandboxBankDepositRoutes } from '../../sandbox/bank/deposit';
import { bankFaultAdminRoutes } from '../../sandbox/bank/faults';
import { completeWithdrawal } from './withdrawals';
import { paymentRoutes, playerPaymentRoutes } from './paymentRoutes';
import { completedWithdrawalSchema } from './schemas';
import { transactionRoutes } from './transactionRoutes';
import { playerScope } from '../accounts';

/** The sandbox bank paying a withdrawal out, under /sandbox/admin (header x-admin-token). */
const withdrawalAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    '/withdrawals/:reference/complete',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...getSchema('The bank paid a pending withdrawal out (status paid); 409 when not pending', completedWithdrawalSchema, ['sandbox']),
        headers: adminHeaders,
        params: { type: 'object', required: ['reference'], properties: { reference: { type: 'string', minLength: 1, maxLength: 100 } } },
      },
    },
    async (request) => ({ success: true, ...(await completeWithdrawal(ctx.database.db, request.params.reference, ctx.clock.now())) }),
  );
};

/** Payments: methods, deposits through the bank simulator, withdrawals, transaction lists. */
export const paymentsPlugin: FeaturePlugin = async (app, options) => {
  await app.register(paymentRoutes, options);
  await app.register(playerScope(playerPaymentRoutes), options);
  await app.register(playerScope(transactionRoutes), options);
  await app.register(withdrawalAdminRoutes, { ...options, prefix: '/sandbox/admin' });
  await app.register(bankFaultAdminRoutes, { ...options, prefix: '/sandbox/admin' });
  await app.register(sandboxBankDepositRoutes, { ...options, prefix: '/sandbox/bank' });
};
