import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '../errors';
import type { AppContext } from './context';
import { errorResponses } from './schemas';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['health'],
        response: {
          200: {
            type: 'object',
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
      return { success: true, status: 'ok', database: ctx.database.engine };
    },
  );
}
