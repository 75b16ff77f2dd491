import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { playerMoneyFlows } from '../shared/invariants';
import { ADMIN_TOKEN, expectError } from '../accounts/helpers';
import { decide, launch, ledgerCheck, newCustomerDeposit, spin } from '../wallet/helpers';
import { freeSpinList } from './helpers';
import { LEVELS, WHEEL_PRIZES, type Prize, type Programme } from '../../src/features/bonuses/rules';

type Op =
  | { type: 'campaignDeposit'; campaignId: number; amount: number }
  | { type: 'spin'; bet: number; bonusSlot: boolean }
  | { type: 'wheel'; retryComplete: boolean }
  | { type: 'cancelFreeSpins'; pick: number }
  | { type: 'convertLoyalty'; points: number }
  | { type: 'withdraw'; amount: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('campaignDeposit' as const),
    campaignId: fc.constantFrom(1, 2, 3),
    amount: fc.integer({ min: 10, max: 80 }),
  }),
  fc.record({ type: fc.constant('spin' as const), bet: fc.constantFrom(1, 2, 5, 10), bonusSlot: fc.boolean() }),
  fc.record({ type: fc.constant('spin' as const), bet: fc.constantFrom(5, 10), bonusSlot: fc.constant(false) }),
  fc.record({ type: fc.constant('wheel' as const), retryComplete: fc.boolean() }),
  fc.record({ type: fc.constant('cancelFreeSpins' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('convertLoyalty' as const), points: fc.constantFrom(100, 150, 1000) }),
  fc.record({ type: fc.constant('withdraw' as const), amount: fc.integer({ min: 10, max: 40 }) }),
);

const cashAndPromo = (prize: Prize): number => (prize.type === 'cash' || prize.type === 'promo' ? prize.cents : 0);

/**
 * Random batches of bonus actions sent concurrently over HTTP (campaign deposits, spins with and
 * without free spins, wheel spins completed once or twice at once, free-spin cancels, loyalty
 * conversions, withdrawals that forfeit promo). Each action may be refused only with its own
 * code. Afterwards the ledger equals the balances, conversions net to zero, and every bonus euro
 * in the ledger is explained by a bonus record: campaign redemptions, completed wheel prizes,
 * credited levels and loyalty conversions (nothing created or lost outside the ledger).
 */
describe.each(ENGINES)('bonus properties: no sequence of bonus actions creates or loses money outside the ledger (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, { adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  async function run(batches: Op[][]): Promise<void> {
    const { client, userId } = await newCustomerDeposit(running.url, 60);
    const bonusToken = await launch(client, 1);
    const otherToken = await launch(client, 2);
    const execute = async (op: Op): Promise<void> => {
      switch (op.type) {
        case 'campaignDeposit': {
          const init = await client.post('/payment/confirmDeposit', { amount: op.amount, method: 'bank', campaignId: op.campaignId });
          // Refused only for too small an amount or a redeemed campaign.
          if (init.status !== 200) return expectError(init, 400, 195);
          const d = await decide(client, init.body.redirectUrl, 'approve');
          expect(d.status).toBe(303);
          return;
        }
        case 'spin': {
          const r = await spin(client, op.bonusSlot ? bonusToken : otherToken, op.bet, randomUUID());
          if (r.status !== 200) expectError(r, 409, 121);
          return;
        }
        case 'wheel': {
          const s = await client.post('/bonuswheel/spin');
          if (s.status !== 200) return expectError(s, 400, 195);
          const send = () => client.post('/bonuswheel/complete', { reference: s.body.reference });
          const done = op.retryComplete ? await Promise.all([send(), send()]) : [await send()];
          for (const r of done) expect(r.status).toBe(200);
          return;
        }
        case 'cancelFreeSpins': {
          const list = await freeSpinList(client);
          if (list.count === 0) return;
          const pick = list.transactions[op.pick % list.transactions.length];
          const r = await client.post('/player/bonuses/freeSpins/cancel', { freeSpinsBonusId: pick.freeSpinsBonusId });
          // A spin or another cancel may have used it up in between.
          if (r.status !== 200) expectError(r, 400, 195);
          return;
        }
        case 'convertLoyalty': {
          const r = await client.post('/player/convertLoyaltyPoints', { pointAmount: op.points });
          if (r.status !== 200) expectError(r, 400, 195);
          return;
        }
        case 'withdraw': {
          const r = await client.post('/payment/withdraw', { amount: op.amount, method: 'bank', idempotencyKey: randomUUID() });
          // More than the withdrawable cash: the amount code with the withdrawable as its limit.
          if (r.status !== 200) expectError(r, 400, 117);
          return;
        }
      }
    };
    for (const batch of batches) await Promise.all(batch.map(execute));

    const check = await ledgerCheck(running.url, userId);
    expect(check.problems).toEqual([]);
    const db = running.database.db;
    const sum = async (q: Promise<{ s: number | null } | undefined>) => Number((await q)?.s ?? 0);
    const ledger = (kinds: string[]) =>
      sum(
        db
          .selectFrom('wallet_ledger')
          .select((eb) => eb.fn.sum<number>('amount_cents').as('s'))
          .where('player_id', '=', userId)
          .where('kind', 'in', kinds)
          .where('account', 'in', ['cash', 'promo', 'reserve'])
          .executeTakeFirst(),
      );
    const bal = await db.selectFrom('player_balance').selectAll().where('player_id', '=', userId).executeTakeFirstOrThrow();
    const { deposits, withdrawn, bets, wins } = await playerMoneyFlows(db, userId);
    const granted = await ledger(['bonus_grant']);
    const forfeited = await ledger(['bonus_forfeit']);
    expect(await ledger(['bonus_convert'])).toBe(0);
    expect(Number(bal.cash_cents) + Number(bal.promo_cents)).toBe(deposits - withdrawn - bets + wins + granted + forfeited);

    // Every bonus grant has its record.
    const redeemed = await sum(
      db
        .selectFrom('bonus_redemption')
        .select((eb) => eb.fn.sum<number>('promo_cents').as('s'))
        .where('player_id', '=', userId)
        .executeTakeFirst(),
    );
    const wheel = await db
      .selectFrom('bonus_wheel_spin')
      .select('prize_index')
      .where('player_id', '=', userId)
      .where('completed_at', 'is not', null)
      .execute();
    const levels = await db.selectFrom('bonus_reward_credit').select(['programme', 'level']).where('player_id', '=', userId).execute();
    const loyalty = await sum(
      db
        .selectFrom('loyalty_conversion')
        .select((eb) => eb.fn.sum<number>('amount_cents').as('s'))
        .where('player_id', '=', userId)
        .executeTakeFirst(),
    );
    const wheelCents = wheel.reduce((s, w) => s + cashAndPromo(WHEEL_PRIZES[Number(w.prize_index)].prize), 0);
    const levelCents = levels.reduce((s, l) => s + cashAndPromo(LEVELS[l.programme as Programme][Number(l.level) - 1].prize), 0);
    expect(granted).toBe(redeemed + wheelCents + levelCents + loyalty);
    // A campaign is redeemed at most once.
    const campaigns = await db.selectFrom('bonus_redemption').select('campaign_id').where('player_id', '=', userId).execute();
    expect(new Set(campaigns.map((c) => c.campaign_id)).size).toBe(campaigns.length);
  }

  it('random concurrent campaign deposits, spins, wheel spins, cancels, conversions and withdrawals', async () => {
    await fc.assert(fc.asyncProperty(fc.array(fc.array(opArb, { minLength: 2, maxLength: 6 }), { minLength: 1, maxLength: 3 }), run), {
      numRuns: 25,
    });
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  }, 300_000);
});
