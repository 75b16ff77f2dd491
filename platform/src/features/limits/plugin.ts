import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { AppError } from '../../errors';
import { requireAdmin } from '../../http/admin';
import { cachedAnswer } from '../../http/cachedAnswer';
import type { FeaturePlugin } from '../../http/context';
import { adminHeaders, getSchema, postSchema } from '../../http/schemas';
import { getPlayer, playerScope } from '../accounts';
import { startCoolOff } from './coolOff';
import {
  cancelLossLimits,
  confirmLossLimits,
  FIELD_PREFIX,
  requestLossLimits,
  type ConfirmationKind,
  type LossLimitRequest,
} from './lossLimits';
import { LOSS_KINDS, type LossKind } from './lossUsage';
import { resetRealityCheck, setRealityCheckInterval } from './realityCheck';
import { addRegisterEntry, registerReachable, removeRegisterEntries, setRegisterReachable } from './selfExclusion';
import {
  cancelBodySchema,
  coolOffBodySchema,
  limitsAnswerSchema,
  lossBodySchema,
  registerClearAnswerSchema,
  registerClearBodySchema,
  registerEntryAnswerSchema,
  registerEntryBodySchema,
  registerStatusAnswerSchema,
  registerStatusBodySchema,
  resetTimeParams,
  timeBodySchema,
} from './schemas';
import { buildLimitsAnswer, buildLimitsView } from './view';

type Prefix = (typeof FIELD_PREFIX)[LossKind];
type LossBody = Partial<Record<`${Prefix}Amount`, number> & Record<`${Prefix}${'AutoRenew' | 'Confirmed' | 'RemovalConfirmed'}`, boolean>>;

/** Euros of a request to cents; the domain checks whole euros and the range (195). */
const toCents = (euros: number): number => Math.round(euros * 100);

/**
 * What a POST /player/limit/loss asks for: confirmations (*Confirmed, *RemovalConfirmed) or
 * changes (*Amount, *AutoRenew), never both in one call, and never nothing (195).
 */
function readLossBody(body: LossBody): { confirm: { kinds: LossKind[]; what?: ConfirmationKind } } | { change: LossLimitRequest } {
  const confirmed = LOSS_KINDS.filter((k) => body[`${FIELD_PREFIX[k]}Confirmed`] === true);
  const removals = LOSS_KINDS.filter((k) => body[`${FIELD_PREFIX[k]}RemovalConfirmed`] === true);
  const change: LossLimitRequest = {};
  for (const kind of LOSS_KINDS) {
    const amount = body[`${FIELD_PREFIX[kind]}Amount`];
    const autoRenew = body[`${FIELD_PREFIX[kind]}AutoRenew`];
    if (amount !== undefined || autoRenew !== undefined) {
      change[kind] = {
        ...(amount !== undefined ? { amountCents: toCents(amount) } : {}),
        ...(autoRenew !== undefined ? { autoRenew } : {}),
      };
    }
  }
  const changes = Object.keys(change).length > 0;
  if ((confirmed.length > 0 || removals.length > 0) && changes) {
    throw AppError.validation('dailyConfirmed', 'Confirm pending changes and change limits in separate calls', { rule: 'oneAction' });
  }
  if (confirmed.length > 0 && removals.length > 0) {
    throw AppError.validation('dailyRemovalConfirmed', 'Confirm raises and removals in separate calls', { rule: 'oneAction' });
  }
  if (confirmed.length > 0) return { confirm: { kinds: confirmed, what: 'increase' } };
  if (removals.length > 0) return { confirm: { kinds: removals, what: 'removal' } };
  if (!changes) throw AppError.validation('dailyAmount', 'Give an amount, an AutoRenew flag or a confirmation', { rule: 'required' });
  return { change };
}

/** The player's limits routes (a player scope); every answer is the limits view after the call. */
const limitsRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;
  const view = async (playerId: number) => ({ success: true, ...(await buildLimitsView(db, playerId, ctx.clock.now())) });

  app.get(
    '/player/limits',
    {
      schema: getSchema(
        'Cool-off, daily/weekly/monthly loss limits with their use in the current period, a realityCheck entry when one is due, trueLimits and the reality-check interval',
        limitsAnswerSchema,
      ),
    },
    async (request, reply) =>
      cachedAnswer(ctx, request, reply, 'limits', async (now) => {
        const { view: answer, validUntil } = await buildLimitsAnswer(db, request.player.playerId, now);
        return { answer: { success: true, ...answer }, validUntil };
      }),
  );

  app.post(
    '/player/limit/loss',
    {
      schema: postSchema(
        'Set loss limits (EUR, whole euros 10-100000): a first limit or a lowering at once, a raise or AutoRenew=false (removal) pending until the period ends; or confirm pending raises (*Confirmed, confirmNewLossLimits) or removals (*RemovalConfirmed) after it. 195: range, noHigherThan/noLowerThan across kinds, nothingPending, notYetEffective',
        lossBodySchema,
        limitsAnswerSchema,
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      const now = ctx.clock.now();
      const asked = readLossBody(request.body);
      if ('confirm' in asked) await confirmLossLimits(db, playerId, asked.confirm.kinds, now, asked.confirm.what);
      else await requestLossLimits(db, playerId, asked.change, now);
      return view(playerId);
    },
  );

  app.post(
    '/player/limit/loss/cancel',
    {
      schema: postSchema(
        'cancelNewLossLimits: drop the pending raise or removal of the flagged kinds (daily, weekly, monthly; none flagged: every kind); the limits in force stay',
        cancelBodySchema,
        limitsAnswerSchema,
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      const flagged = LOSS_KINDS.filter((k) => request.body[FIELD_PREFIX[k]] === true);
      await cancelLossLimits(db, playerId, flagged.length > 0 ? flagged : [...LOSS_KINDS], ctx.clock.now());
      return view(playerId);
    },
  );

  app.post(
    '/player/limit/coolOff',
    {
      schema: postSchema(
        'Start a cool-off of coolOffDays (1, 3 or 7) days with the password (109 when wrong); during it deposits and bets answer 217; it cannot be ended early',
        coolOffBodySchema,
        limitsAnswerSchema,
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      await startCoolOff(db, playerId, request.body.coolOffDays ?? 0, request.body.password, ctx.clock.now());
      return view(playerId);
    },
  );

  app.post(
    '/player/limit/time',
    {
      schema: postSchema(
        'Set the reality-check interval in minutes (0 off, 15, 30, 60, 120); the count restarts',
        timeBodySchema,
        limitsAnswerSchema,
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      await setRealityCheckInterval(db, playerId, request.body.realityCheckInterval, ctx.clock.now());
      return view(playerId);
    },
  );

  app.post(
    '/player/limit/resetTime/:minutes',
    {
      schema: {
        ...postSchema(
          'Set the reality-check interval to N minutes (0 off, 15, 30, 60, 120); the count restarts',
          { type: 'object' },
          limitsAnswerSchema,
        ),
        params: resetTimeParams,
      },
    },
    async (request) => {
      const { playerId } = request.player;
      await setRealityCheckInterval(db, playerId, request.params.minutes, ctx.clock.now());
      return view(playerId);
    },
  );

  app.get(
    '/player/limit/realityCheck/reset',
    { schema: getSchema('Acknowledge the reality check: the count of play time, bets and wins restarts now', limitsAnswerSchema) },
    async (request) => {
      const { playerId } = request.player;
      await resetRealityCheck(db, playerId, ctx.clock.now());
      return view(playerId);
    },
  );
};

/** The sandbox self-exclusion register under /sandbox/admin (header x-admin-token). */
const registerAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;
  const knownPlayer = async (id: number | undefined) => {
    if (id !== undefined && !(await getPlayer(db, id))) throw AppError.notFound('Player not found');
  };

  app.post(
    '/selfExclusion/entries',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          'Add a register entry for a player id and/or a national id (the bank-login id), from (default now) until (null: until further notice)',
          registerEntryBodySchema,
          registerEntryAnswerSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
      },
    },
    async (request) => {
      const { playerId, nationalId, from, until } = request.body;
      if (playerId === undefined && nationalId === undefined)
        throw AppError.validation('playerId', 'Give a playerId or a nationalId', { rule: 'required' });
      await knownPlayer(playerId);
      const now = ctx.clock.now();
      if (until !== undefined && until !== null && until <= (from ?? now))
        throw AppError.validation('until', 'until must be after from', { rule: 'range' });
      const id = await addRegisterEntry(db, { playerId, nationalId }, from ?? now, until ?? null, now);
      return { success: true, id };
    },
  );

  app.post(
    '/selfExclusion/entries/clear',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          'Remove every register entry of a player id and/or a national id',
          registerClearBodySchema,
          registerClearAnswerSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
      },
    },
    async (request) => ({ success: true, removed: await removeRegisterEntries(db, request.body) }),
  );

  app.post(
    '/selfExclusion/register',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          'Make the register reachable or not (unreachable: login, deposit and real-money launch answer 258 for everyone)',
          registerStatusBodySchema,
          registerStatusAnswerSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
      },
    },
    async (request) => {
      await setRegisterReachable(db, request.body.reachable, ctx.clock.now());
      return { success: true, reachable: await registerReachable(db) };
    },
  );
};

/** Responsible gaming: the player's limits, cool-off and reality check, and the sandbox register. */
export const limitsPlugin: FeaturePlugin = async (app, options) => {
  await app.register(playerScope(limitsRoutes), options);
  await app.register(registerAdminRoutes, { ...options, prefix: '/sandbox/admin' });
};
