import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { adminHeaders, getSchema } from '../../http/schemas';
import { listMessages } from './outbox';
import { outboxAnswerSchema } from './schemas';

/** GET /sandbox/outbox (admin token): the emails and SMS the platform "sent", newest first. */
export const outboxPlugin: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/sandbox/outbox',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...getSchema('Sandbox outbox: messages to an email address or phone number (header x-admin-token)', outboxAnswerSchema, [
          'sandbox',
        ]),
        headers: adminHeaders,
        querystring: {
          type: 'object',
          properties: {
            to: { type: 'string', maxLength: 254 },
            kind: { type: 'string', enum: ['email', 'sms'] },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
          },
        },
      },
    },
    async (request) => ({ success: true, messages: await listMessages(ctx.database.db, request.query) }),
  );
};
