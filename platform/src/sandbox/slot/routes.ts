import { randomBytes } from 'node:crypto';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply } from 'fastify';
import { BET_STEPS_CENTS, launchState, openLaunch, spinLaunch } from '../../features/games';
import { requestSession } from '../../features/accounts';
import { ROUND_STEPS } from '../../features/roundSteps';
import { AppError, ErrorCode, type ErrorCodeValue } from '../../errors';
import { sendHtml } from '../../http/htmlPage';
import type { FeaturePlugin } from '../../http/context';
import { POST_CONTENT_TYPES, amountInput, errorResponses } from '../../http/schemas';
import { withIdempotencyKey } from '../../http/idempotencyKey';
import { renderSlotError, renderSlotPage, slotLang } from './page';

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const num = { type: 'number' } as const;

const spinAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'roundId', 'mode', 'reels', 'wins', 'bet', 'win', 'freeSpin', 'freeSpinsLeft', 'balance', 'cash', 'promo'],
  properties: {
    success: { type: 'boolean' },
    roundId: { type: 'string' },
    mode: { type: 'string', enum: ['real', 'demo'] },
    reels: {
      type: 'array',
      description: 'reels[reel][row], symbol ids C L G B S D 7',
      items: { type: 'array', items: { type: 'string' } },
    },
    wins: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['line', 'symbol', 'count', 'amount'],
        properties: { line: { type: 'integer' }, symbol: { type: 'string' }, count: { type: 'integer' }, amount: num },
      },
    },
    bet: num,
    win: num,
    freeSpin: { type: 'boolean' },
    freeSpinsLeft: { type: 'integer' },
    balance: num,
    cash: num,
    promo: num,
  },
} as const;

/**
 * The sandbox slot game, reached by the browser through the site's /api rewrite (same origin, so
 * the site may frame it: frame-ancestors 'self'). A real-money launch answers only to the
 * session of the player who launched it (115 without a session, 404 for anyone else).
 */
export const sandboxSlotRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  /** The slot page may be framed by the site only; its one script runs by its nonce. */
  const html = (reply: FastifyReply, status: number, body: string, nonce?: string, code?: ErrorCodeValue) =>
    sendHtml(
      reply.header('x-frame-options', 'SAMEORIGIN'),
      status,
      body,
      `default-src 'none'; style-src 'unsafe-inline'; ${nonce ? `script-src 'nonce-${nonce}'; ` : ''}connect-src 'self'; img-src 'self' data:; frame-ancestors 'self'`,
      code,
    );

  app.get(
    '/:token',
    {
      schema: {
        summary: 'The slot machine page (HTML, frameable by the site: frame-ancestors self)',
        tags: ['sandbox'],
        params: tokenParams,
        produces: ['text/html'],
        response: { 200: { type: 'string' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      let opened;
      try {
        opened = await openLaunch(db, token, requestSession(ctx, request), ctx.clock.now());
      } catch (err) {
        if (err instanceof AppError) return html(reply, err.status, renderSlotError('fi'), undefined, err.errorCode);
        throw err;
      }
      const { launch, gameName } = opened;
      const lang = slotLang(launch.lang);
      if (gameName === null || Number(launch.game_enabled) !== 1)
        return html(reply, 403, renderSlotError(lang), undefined, ErrorCode.GAME_DISABLED);
      const state = await launchState(db, launch, ctx.clock.now(), ROUND_STEPS);
      const nonce = randomBytes(16).toString('base64');
      return html(
        reply,
        200,
        renderSlotPage({
          lang,
          nonce,
          gameName,
          mode: launch.mode === 'demo' ? 'demo' : 'real',
          balance: state.balance,
          freeSpinsLeft: state.freeSpinsLeft,
          spinUrl: `${ctx.accounts.publicPath}/sandbox/slot/${encodeURIComponent(token)}/spin`,
        }),
        nonce,
      );
    },
  );

  app.get(
    '/:token/state',
    {
      schema: {
        summary: 'Balance (wallet in real mode, play money in demo) and free spins of a launch',
        tags: ['sandbox'],
        params: tokenParams,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'mode', 'gameId', 'balance', 'freeSpinsLeft', 'bets'],
            properties: {
              success: { type: 'boolean' },
              mode: { type: 'string', enum: ['real', 'demo'] },
              gameId: { type: 'integer' },
              balance: num,
              freeSpinsLeft: { type: 'integer' },
              bets: { type: 'array', items: num },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { launch } = await openLaunch(db, request.params.token, requestSession(ctx, request), ctx.clock.now());
      const state = await launchState(db, launch, ctx.clock.now(), ROUND_STEPS);
      return {
        success: true,
        mode: launch.mode === 'demo' ? ('demo' as const) : ('real' as const),
        gameId: Number(launch.game_id),
        ...state,
        bets: BET_STEPS_CENTS.map((c) => c / 100),
      };
    },
  );

  app.post(
    '/:token/spin',
    {
      schema: {
        summary:
          'One round: bet and win through the wallet in one transaction (real) or play money (demo). bet 0.10-10 EUR (steps 0.1, 0.2, 0.5, 1, 2, 5, 10); a retried idempotencyKey answers the first round. A real-money round or free spin is refused, moving nothing, with 258/238 (self-exclusion register), 217 (cool-off) or, for a bet, 122 (loss limit)',
        tags: ['sandbox'],
        consumes: POST_CONTENT_TYPES,
        params: tokenParams,
        body: {
          type: 'object',
          required: ['bet', 'idempotencyKey'],
          properties: { bet: amountInput, idempotencyKey: { type: 'string', minLength: 8, maxLength: 100 } },
        },
        response: { 200: spinAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { bet, idempotencyKey } = withIdempotencyKey(request, request.body);
      const spin = { bet, idempotencyKey, now: ctx.clock.now(), steps: ROUND_STEPS };
      const answer = await spinLaunch(db, request.params.token, requestSession(ctx, request), spin);
      return { success: true, ...answer };
    },
  );
};
