import { randomBytes } from 'node:crypto';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCacheOf } from '../../http/cacheChannel';
import {
  BET_STEPS_CENTS,
  SessionNotChecked,
  checkBet,
  getLaunch,
  getRealLaunch,
  launchState,
  spinDemo,
  spinReal,
  type LaunchRow,
  type RealSpinInput,
  type SpinAnswer,
} from '../../features/games/slot';
import { displayGameName } from '../../features/games/displayName';
import { AppError, ErrorCode, type ErrorCodeValue } from '../../errors';
import { requireSandbox } from '../../http/admin';
import { sendHtml } from '../../http/htmlPage';
import type { FeaturePlugin } from '../../http/context';
import { POST_CONTENT_TYPES, amountInput, errorResponses } from '../../http/schemas';
import { withIdempotencyKey } from '../../http/idempotencyKey';
import { renderSlotError, renderSlotPage, slotLang } from './page';
import { readCookie } from '../../http/request';
import { TOUCH_AFTER_MS, optionalPlayer } from '../../features/accounts';
import { ROUND_STEPS } from '../../features/roundSteps';
import { sha256 } from '../../crypto';

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
  app.addHook('onRequest', requireSandbox(ctx));

  /** The launch and, in real mode, the player (checked against the session). */
  async function resolve(request: FastifyRequest, token: string): Promise<{ launch: LaunchRow; playerId: number | null }> {
    const launch = await getLaunch(db, token, ctx.clock.now());
    if (!launch) throw AppError.notFound('Unknown or expired game launch');
    if (launch.mode === 'demo') return { launch, playerId: null };
    const session = await optionalPlayer(ctx, request);
    if (!session) throw new AppError(ErrorCode.NOT_LOGGED_IN);
    if (session.playerId !== Number(launch.player_id)) throw AppError.notFound('Unknown or expired game launch');
    return { launch, playerId: session.playerId };
  }

  /**
   * A real-money spin with no statement before the round's own: the launch comes from the
   * launches kept in memory, the session from the app's session cache or, when it has none,
   * from the round's first read (spinReal's `session`). Undefined when that does not settle it
   * (no session, another player's launch, a touch or an expiry due, a bad bet): the caller
   * then goes the usual way, which answers the same errors in the same order.
   */
  async function spinRealFast(
    request: FastifyRequest,
    token: string,
    body: { bet: number; idempotencyKey: string },
  ): Promise<SpinAnswer | undefined> {
    const now = ctx.clock.now();
    const launch = await getRealLaunch(db, token, now);
    const sessionToken = readCookie(request, ctx.accounts.cookieName);
    if (!launch || !sessionToken) return undefined;
    let session: RealSpinInput['session'];
    if (sessionCacheOf(db)?.enabled) {
      const cached = await optionalPlayer(ctx, request);
      if (cached?.playerId !== launch.playerId) return undefined;
    } else {
      session = { tokenHash: sha256(sessionToken), idleMs: ctx.accounts.sessionIdleMs, touchAfterMs: TOUCH_AFTER_MS };
    }
    let betCents: number;
    try {
      betCents = checkBet(body.bet);
    } catch {
      return undefined;
    }
    try {
      return await spinReal(db, {
        playerId: launch.playerId,
        gameId: launch.gameId,
        betCents,
        idempotencyKey: body.idempotencyKey,
        now,
        session,
        steps: ROUND_STEPS,
      });
    } catch (err) {
      if (err instanceof SessionNotChecked) return undefined;
      throw err;
    }
  }

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
      let resolved;
      try {
        resolved = await resolve(request, token);
      } catch (err) {
        if (err instanceof AppError) return html(reply, err.status, renderSlotError('fi'), undefined, err.errorCode);
        throw err;
      }
      const { launch } = resolved;
      const game = await db
        .selectFrom('game')
        .select(['slug', 'friendly_name', 'enabled'])
        .where('id', '=', launch.game_id)
        .executeTakeFirst();
      const lang = slotLang(launch.lang);
      if (!game || Number(game.enabled) !== 1) return html(reply, 403, renderSlotError(lang), undefined, ErrorCode.GAME_DISABLED);
      const state = await launchState(db, launch, ctx.clock.now());
      const nonce = randomBytes(16).toString('base64');
      return html(
        reply,
        200,
        renderSlotPage({
          lang,
          nonce,
          gameName: displayGameName(game.friendly_name, game.slug),
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
      const { launch } = await resolve(request, request.params.token);
      const state = await launchState(db, launch, ctx.clock.now());
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
      const body = withIdempotencyKey(request, request.body);
      const fast = await spinRealFast(request, request.params.token, body);
      if (fast) return { success: true, ...fast };
      const { launch, playerId } = await resolve(request, request.params.token);
      const betCents = checkBet(body.bet);
      if (Number(launch.game_enabled) !== 1) throw new AppError(ErrorCode.GAME_DISABLED);
      if (launch.mode === 'demo' || playerId === null) return { success: true, ...(await spinDemo(db, launch, betCents)) };
      const answer = await spinReal(db, {
        playerId,
        gameId: Number(launch.game_id),
        betCents,
        idempotencyKey: body.idempotencyKey,
        now: ctx.clock.now(),
        steps: ROUND_STEPS,
      });
      return { success: true, ...answer };
    },
  );
};
