import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { AppError, ErrorCode } from '../errors';
import type { FeaturePlugin } from './context';
import { errorResponses } from './schemas';

const engine = { type: 'string', enum: ['sqlite', 'postgres'] } as const;

/**
 * GET /health (the database round trip, as before), GET /health/live (the process answers: for an
 * orchestrator's restart decision, never touching the database) and GET /health/ready (this
 * instance should get requests: not draining, the database answers and, with REDIS_URL, the
 * session channel is connected; 503 otherwise). docs/decisions.md#health-endpoints.
 */
export const healthPlugin: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();

  const pingDatabase = async (log: { error: (obj: object, msg: string) => void }) => {
    try {
      await ctx.database.ping();
    } catch (err) {
      log.error({ err }, 'database check failed');
      throw new AppError(ErrorCode.UNEXPECTED, 'Database unavailable', { status: 503 });
    }
  };

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
            properties: { success: { type: 'boolean' }, status: { type: 'string', enum: ['ok'] }, database: engine },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      await pingDatabase(request.log);
      return { success: true, status: 'ok' as const, database: ctx.database.engine };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        summary: 'Liveness: the process answers (no database call)',
        description: 'For an orchestrator deciding whether to restart the process; 200 while the process runs, draining included.',
        tags: ['health'],
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'status'],
            properties: { success: { type: 'boolean' }, status: { type: 'string', enum: ['live'] } },
          },
          ...errorResponses,
        },
      },
    },
    async () => ({ success: true, status: 'live' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Readiness: not shutting down, the database answers, Redis connected when configured',
        description:
          'For a front or orchestrator deciding whether to send requests here: 503 (errorCode 100) from SIGTERM on (the instance drains), when the database does not answer, or when REDIS_URL is set and the session channel is not connected.',
        tags: ['health'],
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'status', 'database', 'redis'],
            properties: {
              success: { type: 'boolean' },
              status: { type: 'string', enum: ['ready'] },
              database: engine,
              redis: { type: 'string', enum: ['connected', 'unused'] },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { lifecycle } = instance;
      // Expected states, answered without an error log line (a probe asks every few seconds).
      const notReady = (error: string) => reply.code(503).send({ success: false, error, errorCode: ErrorCode.UNEXPECTED });
      if (lifecycle.draining) return notReady('Shutting down');
      await pingDatabase(request.log);
      if (lifecycle.redisReady && !lifecycle.redisReady()) return notReady('Redis unavailable');
      return {
        success: true,
        status: 'ready' as const,
        database: ctx.database.engine,
        redis: lifecycle.redisReady ? ('connected' as const) : ('unused' as const),
      };
    },
  );
};
