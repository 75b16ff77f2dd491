import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { AppError, ErrorCode } from '../errors';
import type { FeaturePlugin } from './context';
import { errorResponses } from './schemas';

/** GET /health: liveness and a database round trip. */
export const healthPlugin: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['health'],
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'status', 'database'],
            properties: {
              success: { type: 'boolean' },
              status: { type: 'string', enum: ['ok'] },
              database: { type: 'string', enum: ['sqlite', 'postgres'] },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      try {
        await ctx.database.ping();
      } catch (err) {
        request.log.error({ err }, 'database check failed');
        throw new AppError(ErrorCode.UNEXPECTED, 'Database unavailable', { status: 503 });
      }
      return { success: true, status: 'ok' as const, database: ctx.database.engine };
    },
  );
};
