import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { issueCode } from './codes';
import { PLAYER_STATUSES, setStatus } from './players';
import { endPlayerSessions } from './sessions';
import { findPlayerById } from './store/players';
import { AppError } from '../../errors';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { adminHeaders, epochMsInput, errorResponses, postSchema } from '../../http/schemas';
import { idParams } from './schemas';

/** Sandbox admin for accounts, under /sandbox/admin (admin token). */
export const accountsAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.post(
    '/players/:id/status',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          "Set a player's status: active, inactive (login 210, until = epoch ms end) or frozen (login 111); not active ends the sessions",
          {
            type: 'object',
            required: ['status'],
            properties: {
              status: { type: 'string', enum: PLAYER_STATUSES },
              until: epochMsInput,
            },
          },
          {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'userId', 'status', 'until'],
            properties: {
              success: { type: 'boolean' },
              userId: { type: 'integer' },
              status: { type: 'string' },
              until: { type: 'integer', nullable: true },
            },
          },
          ['sandbox'],
        ),
        headers: adminHeaders,
        params: idParams,
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      const { status, until } = request.body;
      const p = await setStatus(db, request.params.id, status, until ?? null, now);
      if (!p) throw AppError.notFound('Player not found');
      if (status !== 'active') await endPlayerSessions(db, Number(p.id), now);
      return { success: true, userId: Number(p.id), status: p.status, until: p.status_until === null ? null : Number(p.status_until) };
    },
  );

  app.post(
    '/players/:id/autoLoginToken',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        summary: 'Issue a one-time token for POST /autoLogin (valid 10 minutes)',
        tags: ['sandbox'],
        headers: adminHeaders,
        params: idParams,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'token'],
            properties: { success: { type: 'boolean' }, token: { type: 'string' } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const p = await findPlayerById(db, request.params.id);
      if (!p) throw AppError.notFound('Player not found');
      return { success: true, token: await issueCode(db, Number(p.id), 'autoLogin', null, ctx.clock.now()) };
    },
  );
};
