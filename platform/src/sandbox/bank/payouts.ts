import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { completeWithdrawal, completedWithdrawalSchema } from '../../features/payments';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { adminHeaders, getSchema } from '../../http/schemas';

/** The bank paying a withdrawal out, under /sandbox/admin (header x-admin-token). */
export const bankPayoutAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
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
