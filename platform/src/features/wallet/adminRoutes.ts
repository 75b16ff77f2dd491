import type { FastifyInstance } from 'fastify';
import { getPlayer } from '../features/accounts';
import { completeWithdrawal } from '../features/payments';
import { grantFreeSpins, BET_STEPS_CENTS } from '../features/games/slot';
import { balanceView, checkLedger, grantMoney, setMoneyFlags, toCents } from '../features/wallet';
import { AppError, ErrorCode } from '../errors';
import type { AppContext } from './context';
import { postSchema } from './playerSchemas';
import { requireAdmin } from './sandboxAdmin';
import { errorResponses } from './schemas';

const adminHeaders = { type: 'object', properties: { 'x-admin-token': { type: 'string' } } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
const num = { type: 'number' } as const;
const bool = { type: 'boolean' } as const;

const flagsAnswer = {
  type: 'object',
  required: ['success', 'userId', 'transactionsBlocked', 'withdrawalBlocked', 'firstDepositLock'],
  properties: { success: bool, userId: { type: 'integer' }, transactionsBlocked: bool, withdrawalBlocked: bool, firstDepositLock: bool },
} as const;

/** Sandbox admin for money, under /sandbox/admin (header x-admin-token). */
export async function sandboxWalletAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const requirePlayerId = async (id: number) => {
    if (!(await getPlayer(db, id))) throw AppError.notFound('Player not found');
    return id;
  };

  app.post<{ Params: { id: number }; Body: { transactionsBlocked?: boolean; withdrawalBlocked?: boolean; firstDepositLock?: boolean } }>(
    '/players/:id/moneyFlags',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          "Set a player's money flags: transactionsBlocked (deposits, withdrawals and bets answer 232), withdrawalBlocked (127), firstDepositLock (237 until the first deposit)",
          { type: 'object', minProperties: 1, properties: { transactionsBlocked: bool, withdrawalBlocked: bool, firstDepositLock: bool } },
          flagsAnswer,
          ['sandbox'],
        ),
        headers: adminHeaders,
        params: idParams,
      },
    },
    async (request) => {
      const id = await requirePlayerId(request.params.id);
      const w = await setMoneyFlags(db, id, request.body, ctx.accounts.now());
      return { success: true, userId: id, transactionsBlocked: w.transactionsBlocked, withdrawalBlocked: w.withdrawalBlocked, firstDepositLock: w.firstDepositLock };
    },
  );

  app.post<{ Params: { id: number }; Body: { cash?: number; promo?: number; reserve?: number; freeSpins?: number; gameId?: number; freeSpinBet?: number; idempotencyKey?: string } }>(
    '/players/:id/grant',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          'Put money on a wallet through the ledger (cash: adjustment, promo: bonus_grant, reserve: cash reserve, negative releases) and/or free spins on a game (freeSpins, gameId, freeSpinBet EUR, default 0.10)',
          {
            type: 'object',
            minProperties: 1,
            properties: {
              cash: num,
              promo: num,
              reserve: num,
              freeSpins: { type: 'integer', minimum: 1, maximum: 1000 },
              gameId: { type: 'integer', minimum: 1 },
              freeSpinBet: num,
              idempotencyKey: { type: 'string', minLength: 1, maxLength: 100 },
            },
          },
          {
            type: 'object',
            required: ['success', 'balance', 'cash', 'promo', 'cashReserve'],
            properties: { success: bool, balance: num, cash: num, promo: num, cashReserve: num, freeSpinsId: { type: 'integer' } },
          },
          ['sandbox'],
        ),
        headers: adminHeaders,
        params: idParams,
      },
    },
    async (request) => {
      const id = await requirePlayerId(request.params.id);
      const b = request.body;
      const now = ctx.accounts.now();
      const signed = (v: number | undefined, field: string) => (v === undefined || v === 0 ? undefined : Math.sign(v) * toCents(Math.abs(v), field));
      let freeSpinsId: number | undefined;
      if (b.freeSpins !== undefined) {
        if (b.gameId === undefined) throw AppError.validation('gameId', 'gameId is required with freeSpins', { rule: 'required' });
        const game = await db.selectFrom('game').select('id').where('id', '=', b.gameId).executeTakeFirst();
        if (!game) throw new AppError(ErrorCode.GAME_NOT_FOUND);
        const bet = b.freeSpinBet === undefined ? 10 : toCents(b.freeSpinBet, 'freeSpinBet');
        if (!BET_STEPS_CENTS.includes(bet)) throw AppError.validation('freeSpinBet', 'freeSpinBet must be one of the slot bets', { rule: 'bet' });
        freeSpinsId = await grantFreeSpins(db, id, b.gameId, b.freeSpins, bet, now);
      }
      const promo = signed(b.promo, 'promo');
      if (promo !== undefined && promo < 0) throw AppError.validation('promo', 'promo must be positive', { rule: 'minimum' });
      const w = await grantMoney(db, id, { cash: signed(b.cash, 'cash'), promo, reserve: signed(b.reserve, 'reserve'), idempotencyKey: b.idempotencyKey }, now);
      const v = balanceView(w);
      return { success: true, balance: v.balance, cash: v.cash, promo: v.promo, cashReserve: v.cashReserve, ...(freeSpinsId !== undefined ? { freeSpinsId } : {}) };
    },
  );

  app.post<{ Params: { reference: string } }>(
    '/withdrawals/:reference/complete',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        summary: 'The bank paid a pending withdrawal out (status paid); 409 when not pending',
        tags: ['sandbox'],
        headers: adminHeaders,
        params: { type: 'object', required: ['reference'], properties: { reference: { type: 'string', minLength: 1, maxLength: 100 } } },
        response: {
          200: {
            type: 'object',
            required: ['success', 'reference', 'amount', 'status', 'userId'],
            properties: { success: bool, reference: { type: 'string' }, amount: num, status: { type: 'string' }, userId: { type: 'integer' } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ success: true, ...(await completeWithdrawal(db, request.params.reference, ctx.accounts.now())) }),
  );

  app.get<{ Querystring: { playerId?: number } }>(
    '/wallet/check',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        summary: 'Checks the wallet invariant: per player and account the ledger sum and the latest balance_after equal the balance row, nothing negative',
        tags: ['sandbox'],
        headers: adminHeaders,
        querystring: { type: 'object', properties: { playerId: { type: 'integer', minimum: 1 } } },
        response: {
          200: {
            type: 'object',
            required: ['success', 'ok', 'players', 'entries', 'problems'],
            properties: {
              success: bool,
              ok: bool,
              players: { type: 'integer' },
              entries: { type: 'integer' },
              problems: {
                type: 'array',
                items: { type: 'object', properties: { playerId: { type: 'integer' }, account: { type: 'string' }, ledgerSum: num, balance: num } },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const r = await checkLedger(db, request.query.playerId);
      return { success: true, ok: r.problems.length === 0, ...r };
    },
  );
}
