import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FeaturePlugin } from '../../http/context';
import { getSchema, postSchema } from '../../http/schemas';
import { SUPPORT_EMAIL, SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_TOPICS, sendSupportMessage } from './service';
import { playerScope } from '../accounts';

/** Customer support: the desk's address and the contact form of the session's player. */
const supportRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(
    '/player/support',
    {
      schema: getSchema('The support email address and the contact form topics', {
        type: 'object',
        additionalProperties: false,
        required: ['success', 'email', 'topics'],
        properties: {
          success: { type: 'boolean' },
          email: { type: 'string' },
          topics: { type: 'array', items: { type: 'string', enum: SUPPORT_TOPICS } },
        },
      }),
    },
    async () => ({ success: true, email: SUPPORT_EMAIL, topics: [...SUPPORT_TOPICS] }),
  );

  app.post(
    '/player/support/contact',
    {
      schema: postSchema(
        'Send a message to customer support (stored and put in the outbox); 195 when the message is not 10 to 2000 characters, 429 beyond 5 an hour',
        {
          type: 'object',
          required: ['topic', 'message'],
          properties: {
            topic: { type: 'string', enum: SUPPORT_TOPICS },
            message: { type: 'string', minLength: SUPPORT_MESSAGE_MIN, maxLength: SUPPORT_MESSAGE_MAX },
          },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['success', 'messageId'],
          properties: { success: { type: 'boolean' }, messageId: { type: 'integer' } },
        },
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      return {
        success: true,
        ...(await sendSupportMessage({ db: ctx.database.db, now: ctx.clock.now() }, playerId, request.body.topic, request.body.message)),
      };
    },
  );
};

export const supportPlugin: FeaturePlugin = async (app, options) => {
  await app.register(playerScope(supportRoutes), options);
};
