import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { adminPlayer, idParams } from '../accounts';
import { AppError, ErrorCode } from '../../errors';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { adminHeaders, amountInput, bool, getSchema, idInput, postSchema } from '../../http/schemas';
import { checkLedger } from './check';
import { toCents } from './ledger';
import { balanceView, grantMoney, setMoneyFlags } from './service';
import { flagsAnswerSchema, grantAnswerSchema, ledgerCheckAnswerSchema } from './schemas';
import { BET_STEPS_CENTS, gameExists } from '../games';
import { grantFreeSpins } from '../bonuses';

/** Sandbox admin for money, under /sandbox/admin (header x-admin-token). */
export const walletAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;
  const requirePlayerId = async (id: number) => {
    await adminPlayer(db, id);
    return id;
  };

  app.post(
    '/players/:id/moneyFlags',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          "Set a player's money flags: transactionsBlocked (deposits, withdrawals and bets answer 232), withdrawalBlocked (127), firstDepositLock (237 until the first deposit)",
          { type: 'object', minProperties: 1, properties: { transactionsBlocked: bool, withdrawalBlocked: bool, firstDepositLock: bool } },
          flagsAnswerSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
        params: idParams,
      },
    },
    async (request) => {
      const id = await requirePlayerId(request.params.id);
      const w = await setMoneyFlags(db, id, request.body, ctx.clock.now());
      return {
        success: true,
        userId: id,
        transactionsBlocked: w.transactionsBlocked,
        withdrawalBlocked: w.withdrawalBlocked,
        firstDepositLock: w.firstDepositLock,
      };
    },
  );

  app.post(
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
              cash: amountInput,
              promo: amountInput,
              reserve: amountInput,
              freeSpins: { type: 'integer', minimum: 1, maximum: 1000 },
              gameId: idInput,
              freeSpinBet: amountInput,
              idempotencyKey: { type: 'string', minLength: 1, maxLength: 100 },
            },
          },
          grantAnswerSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
        params: idParams,
      },
    },
    async (request) => {
      const id = await requirePlayerId(request.params.id);
      const b = request.body;
      const now = ctx.clock.now();
      const signed = (v: number | undefined, field: string) =>
        v === undefined || v === 0 ? undefined : Math.sign(v) * toCents(Math.abs(v), field);
      let freeSpinsId: number | undefined;
      if (b.freeSpins !== undefined) {
        if (b.gameId === undefined) throw AppError.validation('gameId', 'gameId is required with freeSpins', { rule: 'required' });
        if (!(await gameExists(db, b.gameId))) throw new AppError(ErrorCode.GAME_NOT_FOUND);
        const bet = b.freeSpinBet === undefined ? 10 : toCents(b.freeSpinBet, 'freeSpinBet');
        if (!BET_STEPS_CENTS.includes(bet))
          throw AppError.validation('freeSpinBet', 'freeSpinBet must be one of the slot bets', { rule: 'bet' });
        freeSpinsId = await grantFreeSpins(db, id, b.gameId, b.freeSpins, bet, now);
      }
      const promo = signed(b.promo, 'promo');
      if (promo !== undefined && promo < 0) throw AppError.validation('promo', 'promo must be positive', { rule: 'minimum' });
      const w = await grantMoney(
        db,
        id,
        { cash: signed(b.cash, 'cash'), promo, reserve: signed(b.reserve, 'reserve'), idempotencyKey: b.idempotencyKey },
        now,
      );
      const v = balanceView(w);
      return {
        success: true,
        balance: v.balance,
        cash: v.cash,
        promo: v.promo,
        cashReserve: v.cashReserve,
        ...(freeSpinsId !== undefined ? { freeSpinsId } : {}),
      };
    },
  );

  app.get(
    '/wallet/check',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...getSchema(
          'Checks the double-entry ledger: every txn sums to zero; per player and account the ledger sum and the latest balance_after equal the balance row, every balance_after follows from the row before, no key is used twice, nothing negative; jackpot pools, bank clearing and payout accounts, deposits, withdrawals and rounds reconcile with their entries',
          ledgerCheckAnswerSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
        querystring: { type: 'object', properties: { playerId: idInput } },
      },
    },
    async (request) => {
      const r = await checkLedger(db, request.query.playerId);
      return { success: true, ok: r.problems.length === 0, ...r };
    },
  );
};
