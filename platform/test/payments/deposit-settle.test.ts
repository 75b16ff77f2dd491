import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, newPlayer } from '../accounts/helpers';
import { FIN, balance, decide, grant, ledgerCheck, platformPath, ORIGIN } from '../wallet/helpers';

/** Settling deposits once: a new customer's approval (player created inside the money transaction) and the reconciliation job. */
describe.each(ENGINES)('wallet: settling deposits once (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  const clock = new Clock();

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    // The job runs every 50 ms here (a minute in production); the sandbox clock decides what is due.
    running = await startApp(testDb, { adminToken: ADMIN_TOKEN, clock, depositReconcile: { intervalMs: 50, batch: 5 } });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  const db = () => running.database.db;
  const players = async () =>
    Number(
      (
        await db()
          .selectFrom('player')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
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
  const startNew = async (amount: number) => {
    const client = new Client(running.url);
    const init = await client.post('/payment/initDeposit', {
      country: 'FIN',
      amount,
      method: 'bank',
      currency: 'EUR',
      policyChecked: true,
      privacyPolicyChecked: true,
    });
    expect(init.status).toBe(200);
    const row = await db().selectFrom('payment_deposit').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { client, redirectUrl: init.body.redirectUrl as string, token: init.body.token as string, id: Number(row.id) };
  };
  const advance = async (minutes: number) =>
    expect((await adminPost(running.url, '/sandbox/admin/clock/advance', { minutes })).status).toBe(200);
  /** Waits (bounded) until the job has settled the deposit. */
  const settled = async (id: number) => {
    for (let i = 0; i < 100; i++) {
      const row = await depositRow(id);
      if (row.status !== 'pending') return row;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`deposit ${id} still pending`);
  };

  it("approving the same new customer's deposit twice at once (two random persons) creates one player and credits once", async () => {
    for (let round = 0; round < 3; round++) {
      const { client, redirectUrl, id } = await startNew(20);
      const before = await players();
      const tab = client.sameBrowser();
      const answers = await Promise.all([
        decide(client, redirectUrl, 'approve', 'new'),
        decide(tab, redirectUrl, 'approve', 'new'),
        decide(client, redirectUrl, 'approve', 'new'),
      ]);
      expect(answers.filter((a) => a.status === 303).length).toBeGreaterThanOrEqual(1);
      expect(answers.every((a) => a.status === 303 || a.status === 409)).toBe(true);
      expect(await players()).toBe(before + 1);
      expect(await credits(id)).toBe(1);
      expect((await depositRow(id)).status).toBe('ok');
      // Approving again later sends the player back as the first time and creates nobody.
      expect((await decide(client, redirectUrl, 'approve', 'new')).status).toBe(303);
      expect(await players()).toBe(before + 1);
    }
    expect((await ledgerCheck(running.url)).problems).toEqual([]);
  });

  it('two deposits of the same person approved at once make one player with both credits', async () => {
    const person = FIN[FIN.length - 1].nationalId;
    const a = await startNew(15);
    const b = await startNew(25);
    const before = await players();
    const answers = await Promise.all([
      decide(a.client, a.redirectUrl, 'approve', person),
      decide(b.client, b.redirectUrl, 'approve', person),
    ]);
    expect(answers.map((x) => x.status)).toEqual([303, 303]);
    expect(await players()).toBeLessThanOrEqual(before + 1);
    const rows = await Promise.all([depositRow(a.id), depositRow(b.id)]);
    expect(rows[0].player_id).toBe(rows[1].player_id);
    expect(await credits(a.id)).toBe(1);
    expect(await credits(b.id)).toBe(1);
  });

  it('the job credits once a deposit the bank approved but the platform never settled (a crash in between), after the expiry', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 1 });
    const init = await client.post('/payment/confirmDeposit', { amount: 40, method: 'bank' });
    const row = await db().selectFrom('payment_deposit').select('id').where('player_id', '=', userId).executeTakeFirstOrThrow();
    const id = Number(row.id);
    // The crash: the bank recorded its approval, the platform did not hear of it.
    await db().insertInto('bank_payment').values({ deposit_id: id, decision: 'approve', person: null, decided_at: clock.now() }).execute();
    await advance(16); // past the bank page's 15 minutes: still pending (the bank has decided)
    expect((await client.post('/payment/depositStatus', { token: init.body.token })).body.status).toBe('pending');
    await new Promise((r) => setTimeout(r, 150));
    expect((await depositRow(id)).status).toBe('pending');
    await advance(15); // 31 minutes: due
    expect((await settled(id)).status).toBe('ok');
    await new Promise((r) => setTimeout(r, 150)); // later passes change nothing
    expect(await credits(id)).toBe(1);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 41 }));
    // The bank page cannot settle it again: the same decision sends the player back, another is refused.
    const again = (decision: string) =>
      client.post(platformPath(init.body.redirectUrl), { decision }, { as: 'urlencoded', headers: ORIGIN });
    expect((await again('approve')).status).toBe(303);
    expect((await again('cancel')).status).toBe(409);
    expect(await credits(id)).toBe(1);
  });

  it('the job fails a deposit the bank never completed, and a new customer approved by the bank is created and credited by it', async () => {
    const silent = await startNew(30);
    const approved = await startNew(35);
    const person = { nationalId: '010190-999X', country: 'FIN', firstName: 'Rec', lastName: 'Onciled', birthDate: '1990-01-01' };
    await db()
      .insertInto('bank_payment')
      .values({ deposit_id: approved.id, decision: 'approve', person: JSON.stringify(person), decided_at: clock.now() })
      .execute();
    const before = await players();
    await advance(31);
    expect((await settled(silent.id)).status).toBe('failed');
    const row = await settled(approved.id);
    expect(row.status).toBe('ok');
    expect(await players()).toBe(before + 1);
    expect(await credits(approved.id)).toBe(1);
    expect(await credits(silent.id)).toBe(0);
    expect((await silent.client.post('/payment/depositStatus', { token: silent.token })).body.errorCode).toBe(119);
    expect((await ledgerCheck(running.url)).problems).toEqual([]);
  });
});
