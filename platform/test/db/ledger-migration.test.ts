import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { migrateAndSeed } from '../../src/setup';
import { listJackpots } from '../../src/features/jackpots/jackpots';
import { checkLedger } from '../../src/features/wallet/check';
import { ENGINES, createTestDatabase, type TestDatabase } from '../shared/helpers';

/**
 * Migration 0011 on a database that has money history in the old one-sided shape: every old row
 * gets its counterpart, paid withdrawals their pay-out, existing pools their opening entries, and
 * the checker finds the books balanced and reconciled.
 */
describe.each(ENGINES)('double-entry cut-over of existing data (%s)', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
  });
  afterAll(async () => testDb?.cleanup());

  it('old rows get their counterparts and the checker passes', async () => {
    const database = testDb.open();
    try {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const db = database.db as unknown as Kysely<any>;
      await migrateToLatest(db, { before: '0011' });
      const t = 1_700_000_000_000;
      await db.insertInto('player').values({ id: 1, country: 'FIN', created_at: t, updated_at: t }).execute();
      const game = await db.selectFrom('game').select('id').executeTakeFirst();
      // Deposit 50, a round (bet 1, win 3), promo 5 converted, reserve 2, withdrawal of 20 paid out, one of 10 cancelled.
      const rows: [string, string, number, string, string][] = [
        ['deposit', 'cash', 5000, 'deposit:1', 'deposit:1'],
        ['bet', 'cash', -100, 'spin:a:bet:cash', 'round-a'],
        ['win', 'cash', 300, 'spin:a:win:cash', 'round-a'],
        ['bonus_grant', 'promo', 500, 'grant:1:promo', 'sandbox'],
        ['bonus_convert', 'promo', -500, 'spin:b:bonuses:convert:promo', 'round-b'],
        ['bonus_convert', 'cash', 500, 'spin:b:bonuses:convert:cash', 'round-b'],
        ['reserve_lock', 'reserve', 200, 'grant:2:reserve', 'sandbox'],
        ['withdrawal', 'cash', -2000, 'withdraw:w1', 'withdrawal:w1'],
        ['withdrawal', 'cash', -1000, 'withdraw:w2', 'withdrawal:w2'],
        ['withdrawal_cancel', 'cash', 1000, 'withdrawal:2:cancel', 'withdrawal:w2'],
      ];
      const running: Record<string, number> = { cash: 0, promo: 0, reserve: 0 };
      for (const [kind, account, amount, key, reference] of rows) {
        running[account] += amount;
        await db
          .insertInto('wallet_ledger')
          .values({
            player_id: 1,
            kind,
            account,
            amount_cents: amount,
            balance_after: running[account],
            idempotency_key: key,
            reference,
            created_at: t,
          })
          .execute();
      }
      await db
        .insertInto('player_balance')
        .values({ player_id: 1, cash_cents: running.cash, promo_cents: running.promo, reserve_cents: running.reserve, updated_at: t })
        .execute();
      await db
        .insertInto('payment_deposit')
        .values({
          id: 1,
          token_hash: 'h1',
          kind: 'new',
          player_id: 1,
          method: 'bank',
          country: 'FIN',
          lang: 'fi',
          amount_cents: 5000,
          currency: 'EUR',
          return_url: '/',
          status: 'ok',
          created_at: t,
          expires_at: t,
        })
        .execute();
      for (const [id, reference, amount, status] of [
        [1, 'w1', 2000, 'paid'],
        [2, 'w2', 1000, 'cancelled'],
      ] as const) {
        await db
          .insertInto('payment_withdrawal')
          .values({
            id,
            reference,
            player_id: 1,
            method: 'bank',
            amount_cents: amount,
            currency: 'EUR',
            status,
            idempotency_key: `withdraw:${reference}`,
            created_at: t,
          })
          .execute();
      }
      if (game) {
        await db
          .insertInto('game_round')
          .values({
            round_id: 'round-a',
            player_id: 1,
            game_id: game.id,
            idempotency_key: 'spin:a',
            bet_cents: 100,
            bet_cash_cents: 100,
            bet_promo_cents: 0,
            win_cents: 300,
            outcome: '{}',
            created_at: t,
          })
          .execute();
      }
      await db
        .insertInto('jackpot')
        .values({
          slug: 'old-pool',
          name: 'Old pool',
          amount_cents: 123456,
          contribution_ppm: 1000,
          remainder_ppm: 0,
          sort_order: 9,
          updated_at: t,
        })
        .execute();

      await migrateAndSeed(database);
      if (!game) {
        // A database without games at 0010 (the seed adds them now): the round row joins now.
        const seeded = await database.db.selectFrom('game').select('id').executeTakeFirstOrThrow();
        await database.db
          .insertInto('game_round')
          .values({
            round_id: 'round-a',
            player_id: 1,
            game_id: seeded.id,
            idempotency_key: 'spin:a',
            bet_cents: 100,
            bet_cash_cents: 100,
            bet_promo_cents: 0,
            win_cents: 300,
            free_spin: 0,
            outcome: '{}',
            created_at: t,
          })
          .execute();
      }

      const check = await checkLedger(database.db);
      expect(check.problems).toEqual([]);
      expect(check.total).toBe(0);
      const house = await database.db
        .selectFrom('wallet_ledger')
        .select(['account', (eb) => eb.fn.sum<number>('amount_cents').as('s')])
        .where('player_id', '=', 1)
        .where('account', 'not in', ['cash', 'promo', 'reserve'])
        .groupBy('account')
        .orderBy('account')
        .execute();
      expect(house.map((r) => [r.account, Number(r.s)])).toEqual([
        ['bank', -5000 + 2000],
        ['bonus', -500 + 500 - 500],
        ['house', 100 - 300],
        ['payout', 2000 + 1000 - 1000 - 2000],
        ['reserve_control', -200],
      ]);
      const pool = (await listJackpots(database.db)).find((j) => j.slug === 'old-pool');
      expect(pool?.amountCents).toBe(123456);
      const seed = await database.db.selectFrom('jackpot').select('seed_cents').where('slug', '=', 'old-pool').executeTakeFirstOrThrow();
      expect(Number(seed.seed_cents)).toBe(123456);
    } finally {
      await database.close();
    }
  });
});
