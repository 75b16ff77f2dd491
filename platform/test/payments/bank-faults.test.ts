import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, newPlayer } from '../accounts/helpers';
import { balance, decide, grant, ledgerCheck, platformPath } from '../wallet/helpers';
import { accountsConfig } from '../../src/config';
import { bankCallback, reconcileDeposits } from '../../src/features/payments';

const MINUTE = 60_000;

/**
 * The bank simulator's fault modes (docs/decisions.md#bank-faults): a bank whose answer never
 * arrives, a slow one (5 s), one answering 503. The player's deposit stays pending, the platform's
 * status queries to the bank are bounded, and each deposit is settled (credited) exactly once
 * although two instances reconcile at once and late or repeated answers arrive.
 */
describe.each(ENGINES)('payments: a faulty bank (%s)', (engine) => {
  let testDb: TestDatabase;
  let a: RunningApp;
  let b: RunningApp;
  const clock = new Clock();

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    // Two instances on one database, each with the reconciliation job (every 30 ms here).
    const options = { adminToken: ADMIN_TOKEN, clock, depositReconcile: { intervalMs: 30, batch: 5 } };
    a = await startApp(testDb, options);
    b = await startApp(testDb, options);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await testDb?.cleanup();
  });
  afterEach(async () => {
    for (const app of [a, b]) await setFault(app, 'none');
  });

  const db = () => a.database.db;
  const deps = () => ({ db: db(), cfg: accountsConfig(), clock });
  const setFault = async (app: RunningApp, mode: string, delayMs?: number) =>
    expect((await adminPost(app.url, '/sandbox/admin/bank/fault', { mode, delayMs })).status).toBe(200);
  const depositRow = (id: number) => db().selectFrom('payment_deposit').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const credits = async (id: number) =>
    Number(
      (
        await db()
          .selectFrom('wallet_ledger')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('idempotency_key', '=', `deposit:${id}`)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** A logged-in player with 1 € and a 40 € deposit started on instance a. */
  const startDeposit = async () => {
    const { client, userId } = await newPlayer(a.url);
    await grant(a.url, userId, { cash: 1 });
    const init = await client.post('/payment/confirmDeposit', { amount: 40, method: 'bank' });
    expect(init.status).toBe(200);
    const row = await db().selectFrom('payment_deposit').select('id').where('player_id', '=', userId).executeTakeFirstOrThrow();
    return { client, userId, token: init.body.token as string, redirectUrl: init.body.redirectUrl as string, id: Number(row.id) };
  };
  /** The player's cash in cents (read from the wallet: after the clock moves 31 minutes their session has ended). */
  const cash = async (userId: number) =>
    Number(
      (await db().selectFrom('player_balance').select('cash_cents').where('player_id', '=', userId).executeTakeFirstOrThrow()).cash_cents,
    );
  const status = async (client: Client, token: string) => (await client.post('/payment/depositStatus', { token })).body;
  /** Polls (bounded) until the deposit is no longer pending. */
  const settled = async (id: number, attempts = 400) => {
    for (let i = 0; i < attempts; i++) {
      const row = await depositRow(id);
      if (row.status !== 'pending') return row;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`deposit ${id} still pending`);
  };

  it('an approval whose answer never comes back: the player is sent back to a pending deposit, and the jobs of both instances credit it once', async () => {
    await setFault(a, 'never');
    const { client, userId, token, redirectUrl, id } = await startDeposit();
    expect((await decide(client, redirectUrl, 'approve')).status).toBe(303);
    expect(await status(client, token)).toEqual(expect.objectContaining({ success: true, status: 'pending' }));
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 1 }));
    // The player approves again (back button): still one bank record, nothing credited.
    expect((await decide(client, redirectUrl, 'approve')).status).toBe(303);
    expect(await credits(id)).toBe(0);
    clock.advance(31 * MINUTE); // due: both instances' jobs race on it
    expect((await settled(id)).status).toBe('ok');
    // The late answer and a repeated one find it settled.
    expect(await bankCallback(deps(), id)).toBe(false);
    expect(await bankCallback(deps(), id)).toBe(false);
    // The bank page sends the same decision back as the first time; another is refused.
    expect((await decide(client, redirectUrl, 'approve')).status).toBe(303);
    expect((await decide(client, redirectUrl, 'cancel')).status).toBe(409);
    expect(await credits(id)).toBe(1);
    expect(await cash(userId)).toBe(4100);
    expect((await ledgerCheck(a.url)).problems).toEqual([]);
  });

  it('a bank answering after 5 s: the player is sent back at once to a pending deposit, the late answer credits it once', async () => {
    await setFault(a, 'slow');
    const { client, token, redirectUrl, id } = await startDeposit();
    expect((await decide(client, redirectUrl, 'approve')).status).toBe(303);
    expect(await status(client, token)).toEqual(expect.objectContaining({ status: 'pending' }));
    expect((await settled(id)).status).toBe('ok');
    expect(await bankCallback(deps(), id)).toBe(false); // the same answer again
    expect(await credits(id)).toBe(1);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 41 }));
  });

  it("the platform's status query to a slow bank gives up (bounded) and leaves the deposit pending; an answer after reconciliation credits nothing again", async () => {
    await setFault(a, 'never');
    const first = await startDeposit();
    expect((await decide(first.client, first.redirectUrl, 'approve')).status).toBe(303);
    // Only instance a reconciles here, and its bank is slow: every query times out.
    await setFault(a, 'slow', 30_000);
    const due = clock.now() + 31 * MINUTE;
    const late = { ...deps(), clock: { now: () => due } };
    const started = Date.now();
    const result = await reconcileDeposits(late, 30 * MINUTE, 5);
    expect(result.unreachable).toBeGreaterThanOrEqual(1);
    expect(result.credited).toBe(0);
    expect(Date.now() - started).toBeLessThan(25_000); // gave up long before the bank's 30 s
    expect((await depositRow(first.id)).status).toBe('pending');
    // The bank works again: one pass credits it, the bank's late answer and another pass do nothing.
    await setFault(a, 'none');
    const passes = await Promise.all([reconcileDeposits(late, 30 * MINUTE, 5), reconcileDeposits(late, 30 * MINUTE, 5)]);
    expect(passes.reduce((n, p) => n + p.credited, 0)).toBeLessThanOrEqual(1);
    expect((await settled(first.id)).status).toBe('ok');
    expect(await bankCallback(deps(), first.id)).toBe(false);
    expect(await credits(first.id)).toBe(1);
    expect((await ledgerCheck(a.url)).problems).toEqual([]);
  });

  it('a bank answering 503: its page says so in the language of the deposit, the deposit stays pending while the bank is down, and ends failed (119) with nothing moved once it is back', async () => {
    for (const app of [a, b]) await setFault(app, 'error');
    const { client, userId, token, redirectUrl, id } = await startDeposit();
    const page = await client.get(platformPath(redirectUrl));
    expect(page.status).toBe(503);
    expect(page.text).toContain('Pankin palvelu ei ole juuri nyt käytettävissä');
    expect((await decide(client, redirectUrl, 'approve')).status).toBe(503);
    expect(await status(client, token)).toEqual(expect.objectContaining({ status: 'pending' }));
    clock.advance(31 * MINUTE);
    // The jobs ask and get 503: it stays pending (the bank may have taken the money).
    const pass = await reconcileDeposits(deps(), 30 * MINUTE, 5);
    expect(pass.unreachable).toBeGreaterThanOrEqual(1);
    expect((await depositRow(id)).status).toBe('pending');
    for (const app of [a, b]) await setFault(app, 'none');
    expect((await settled(id)).status).toBe('failed');
    // An approval arriving after the bank closed the payment moves nothing.
    const bankRecord = await db().selectFrom('bank_payment').select('decision').where('deposit_id', '=', id).executeTakeFirstOrThrow();
    expect(bankRecord.decision).toBe('fail');
    expect(await bankCallback(deps(), id)).toBe(false);
    expect(await credits(id)).toBe(0);
    expect(await cash(userId)).toBe(100);
    expect((await ledgerCheck(a.url)).problems).toEqual([]);
  });
});
