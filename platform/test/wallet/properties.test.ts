import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { playerMoneyFlows } from '../shared/invariants';
import { ADMIN_TOKEN, Client, expectError, type Res } from '../accounts/helpers';
import { decide, grant, launch, ledgerCheck, newCustomerDeposit, spin } from './helpers';

type Op =
  | { type: 'deposit'; amount: number }
  | { type: 'spin'; bet: number; retry: boolean }
  | { type: 'withdraw'; amount: number; retry: boolean }
  | { type: 'cancel'; pick: number }
  | { type: 'cancelOther' }
  | { type: 'promo'; amount: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant('deposit' as const), amount: fc.integer({ min: 10, max: 60 }) }),
  fc.record({ type: fc.constant('spin' as const), bet: fc.constantFrom(0.1, 0.5, 1, 2, 5, 10), retry: fc.boolean() }),
  fc.record({ type: fc.constant('spin' as const), bet: fc.constantFrom(0.2, 1, 2), retry: fc.constant(false) }),
  fc.record({ type: fc.constant('withdraw' as const), amount: fc.integer({ min: 10, max: 40 }), retry: fc.boolean() }),
  fc.record({ type: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('cancelOther' as const) }),
  fc.record({ type: fc.constant('promo' as const), amount: fc.integer({ min: 1, max: 20 }) }),
);

/**
 * Random interleavings over HTTP: each run is a fresh player (a new-customer deposit) doing a few
 * batches of operations, every batch sent concurrently (Promise.all), retries sending the same
 * idempotency key twice at once. Each operation may be refused only with its own code (spin and
 * withdraw 400/117, a second cancel 409/100, someone else's withdrawal 404/100); both sends of a
 * retried key make one round or withdrawal with one answer, and a spin's key sent again later
 * answers its first round.
 * After each run the ledger must equal the balances, no account may be negative, and the money
 * must add up against the payment and round tables.
 */
describe.each(ENGINES)('wallet properties: concurrent random operations keep the ledger exact (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  let stranger: { client: Client; userId: number; reference: string };

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, { adminToken: ADMIN_TOKEN });
    const s = await newCustomerDeposit(running.url, 50);
    const w = await s.client.post('/payment/withdraw', { amount: 20, method: 'bank' });
    stranger = { ...s, reference: w.body.reference };
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  async function run(batches: Op[][]): Promise<void> {
    const { client, userId } = await newCustomerDeposit(running.url, 30);
    const token = await launch(client, 1 + (userId % 50));
    const references: string[] = [];
    /** Every spin answered 200, by idempotency key: a retry with the key must answer the same. */
    const spins = new Map<string, { bet: number; answer: Res['body'] }>();
    const execute = async (op: Op): Promise<void> => {
      switch (op.type) {
        case 'deposit': {
          const init = await client.post('/payment/confirmDeposit', { amount: op.amount, method: 'bank' });
          expect(init.status).toBe(200);
          const [a, b] = await Promise.all([
            decide(client, init.body.redirectUrl, 'approve'),
            decide(client, init.body.redirectUrl, 'approve'),
          ]);
          // The same decision twice at once: both go back to the site, the deposit is credited once (below).
          expect([a.status, b.status]).toEqual([303, 303]);
          const st = await Promise.all([
            client.post('/payment/depositStatus', { token: init.body.token }),
            client.post('/payment/depositStatus', { token: init.body.token }),
          ]);
          for (const r of st) expect(r.body).toEqual(expect.objectContaining({ success: true, status: 'ok', amount: op.amount }));
          return;
        }
        case 'spin': {
          const key = randomUUID();
          const res = op.retry
            ? await Promise.all([spin(client, token, op.bet, key), spin(client, token, op.bet, key)])
            : [await spin(client, token, op.bet, key)];
          // A spin is refused only for want of money.
          for (const r of res) if (r.status !== 200) expectError(r, 409, 121);
          // Both sends of one key play one round: when both are answered, with the same answer.
          // (A refusal writes nothing, so a deposit landing in between may let the other send play.)
          if (op.retry && res[0].status === 200 && res[1].status === 200) expect(res[1].body).toEqual(res[0].body);
          const played = res.find((r) => r.status === 200);
          if (played) spins.set(key, { bet: op.bet, answer: played.body });
          return;
        }
        case 'withdraw': {
          const key = randomUUID();
          const send = () => client.post('/payment/withdraw', { amount: op.amount, method: 'bank', idempotencyKey: key });
          const res = op.retry ? await Promise.all([send(), send()]) : [await send()];
          // A withdrawal is refused only when it is more than the withdrawable cash.
          for (const r of res) if (r.status !== 200) expectError(r, 400, 117);
          const made = res.filter((r) => r.status === 200);
          if (made.length > 0) references.push(made[0].body.reference);
          // Both sends of one key make one withdrawal.
          for (const r of made)
            expect(r.body).toEqual(expect.objectContaining({ reference: made[0].body.reference, amount: op.amount, status: 'pending' }));
          return;
        }
        case 'cancel': {
          if (references.length === 0) return;
          const r = await client.post('/payment/cancelWithdraw', { reference: references[op.pick % references.length] });
          // Refused only when an earlier cancel already returned the money.
          if (r.status !== 200) {
            expectError(r, 409, 100);
            expect(r.body.params).toEqual({ status: 'cancelled' });
          }
          return;
        }
        case 'cancelOther': {
          expectError(await client.post('/payment/cancelWithdraw', { reference: stranger.reference }), 404, 100);
          return;
        }
        case 'promo':
          await grant(running.url, userId, { promo: op.amount });
          return;
      }
    };
    for (const batch of batches) await Promise.all(batch.map(execute));

    // A spin retried later, after other operations moved the balance, still answers its first round.
    for (const [key, { bet, answer }] of spins) {
      const again = await spin(client, token, bet, key);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(answer);
    }

    const check = await ledgerCheck(running.url, userId);
    expect(check.problems).toEqual([]);
    const db = running.database.db;
    const bal = await db.selectFrom('player_balance').selectAll().where('player_id', '=', userId).executeTakeFirstOrThrow();
    expect(Number(bal.cash_cents)).toBeGreaterThanOrEqual(0);
    expect(Number(bal.promo_cents)).toBeGreaterThanOrEqual(0);
    // Conservation against the business tables: deposits - withdrawals - bets + wins (+ promo grants - forfeits).
    const sum = async (q: Promise<{ s: number | null } | undefined>) => Number((await q)?.s ?? 0);
    const { deposits, withdrawn, bets, wins } = await playerMoneyFlows(db, userId);
    const promoIn = await sum(
      db
        .selectFrom('wallet_ledger')
        .select((eb) => eb.fn.sum<number>('amount_cents').as('s'))
        .where('player_id', '=', userId)
        .where('kind', 'in', ['bonus_grant', 'bonus_forfeit'])
        .where('account', 'in', ['cash', 'promo', 'reserve'])
        .executeTakeFirst(),
    );
    expect(Number(bal.cash_cents) + Number(bal.promo_cents)).toBe(deposits - withdrawn - bets + wins + promoIn);
    // The stranger was never touched.
    const s = await db
      .selectFrom('payment_withdrawal')
      .select('status')
      .where('reference', '=', stranger.reference)
      .executeTakeFirstOrThrow();
    expect(s.status).toBe('pending');
  }

  it('random concurrent deposits, spins, withdrawals, cancels and retries', async () => {
    await fc.assert(fc.asyncProperty(fc.array(fc.array(opArb, { minLength: 2, maxLength: 7 }), { minLength: 1, maxLength: 3 }), run), {
      numRuns: 50,
    });
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  }, 300_000);
});
