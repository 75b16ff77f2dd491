import type { FastifyInstance } from 'fastify';
import { PLAYER_STATUSES, endPlayerSessions, getPlayer, issueCode, setStatus, type PlayerStatus } from '../features/accounts';
import { listMessages, type OutboxKind } from '../features/outbox/outbox';
import { AppError } from '../errors';
import type { AppContext } from './context';
import { postSchema } from './playerSchemas';
import { requireAdmin } from './sandboxAdmin';
import { errorResponses } from './schemas';

const adminHeaders = { type: 'object', properties: { 'x-admin-token': { type: 'string' } } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

/** GET /sandbox/outbox (admin token): the emails and SMS the platform "sent", newest first. */
export async function sandboxOutboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: { to?: string; kind?: OutboxKind; limit: number } }>(
    '/sandbox/outbox',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        summary: 'Sandbox outbox: messages to an email address or phone number (header x-admin-token)',
        tags: ['sandbox'],
        headers: adminHeaders,
        querystring: {
          type: 'object',
          properties: {
            to: { type: 'string', maxLength: 254 },
            kind: { type: 'string', enum: ['email', 'sms'] },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'messages'],
            properties: {
              success: { type: 'boolean' },
              messages: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'kind', 'to', 'subject', 'body', 'code', 'createdTime'],
                  properties: {
                    id: { type: 'integer' },
                    kind: { type: 'string' },
                    to: { type: 'string' },
                    subject: { type: 'string' },
                    body: { type: 'string' },
                    code: { type: 'string', nullable: true },
                    shortCode: { type: 'string', nullable: true },
                    createdTime: { type: 'integer' },
                  },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ success: true, messages: await listMessages(ctx.database.db, request.query) }),
  );
}

/** Sandbox admin for accounts, under /sandbox/admin (admin token). */
export async function sandboxPlayerAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;

  app.post<{ Params: { id: number }; Body: { status: PlayerStatus; until?: number } }>(
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
              until: { type: 'integer', minimum: 0 },
            },
          },
          {
            type: 'object',
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
      const now = ctx.accounts.now();
      const { status, until } = request.body;
      const p = await setStatus(db, request.params.id, status, until ?? null, now);
      if (!p) throw AppError.notFound('Player not found');
      if (status !== 'active') await endPlayerSessions(db, Number(p.id), now);
      return { success: true, userId: Number(p.id), status: p.status, until: p.status_until === null ? null : Number(p.status_until) };
    },
  );

  app.post<{ Params: { id: number } }>(
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
            required: ['success', 'token'],
            properties: { success: { type: 'boolean' }, token: { type: 'string' } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const p = await getPlayer(db, request.params.id);
      if (!p) throw AppError.notFound('Player not found');
      return { success: true, token: await issueCode(db, Number(p.id), 'autoLogin', null, ctx.accounts.now()) };
    },
  );
}
