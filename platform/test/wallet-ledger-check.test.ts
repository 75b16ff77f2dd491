import { ENGINES, createTestDatabase, startApp, type Body, type RunningApp, type TestDatabase } from './helpers';
import { ADMIN_TOKEN } from './accountsHelpers';
import { launch, ledgerCheck, newCustomerDeposit, spin } from './walletHelpers';

/**
 * The ledger check (GET /sandbox/admin/wallet/check, the one the wallet tests and the benchmark
 * trust) must catch a broken wallet: each fault is planted straight into a real database on a
 * player with real traffic, and the check has to name it.
 */
describe.each(ENGINES)('the ledger check catches planted faults (%s)', (engine) => {
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

  /** A player with a deposit and a few real rounds, whose wallet checks clean. */
  async function playerWithTraffic(): Promise<number> {
    const { client, userId } = await newCustomerDeposit(running.url, 40);
    const token = await launch(client, 3);
    for (let i = 0; i < 4; i++) expect((await spin(client, token, 1)).status).toBe(200);
    const clean = await ledgerCheck(running.url, userId);
    expect(clean).toEqual(expect.objectContaining({ ok: true, problems: [] }));
    expect(clean.entries).toBeGreaterThanOrEqual(5);
    return userId;
  }

  const cashRows = (playerId: number) =>
    running.database.db
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('account', '=', 'cash')
      .orderBy('id')
      .execute();

  const kinds = (check: Body) => check.problems.map((p: Body) => `${p.kind}:${p.account}`).sort();

  it('a corrupted balance: the balance row no longer equals its ledger', async () => {
    const playerId = await playerWithTraffic();
    const before = await running.database.db.selectFrom('player_balance').select('cash_cents').where('player_id', '=', playerId).executeTakeFirstOrThrow();
    await running.database.db.updateTable('player_balance').set({ cash_cents: Number(before.cash_cents) + 1 }).where('player_id', '=', playerId).execute();

    const check = await ledgerCheck(running.url, playerId);
    expect(check.ok).toBe(false);
    expect(kinds(check)).toEqual(['latest:cash', 'sum:cash']);
    expect(check.problems).toContainEqual(expect.objectContaining({ kind: 'sum', playerId, balance: Number(before.cash_cents) + 1, ledgerSum: Number(before.cash_cents) }));
  });

  it('a ledger row without its balance change', async () => {
    const playerId = await playerWithTraffic();
    const last = (await cashRows(playerId)).at(-1)!;
    await running.database.db
      .insertInto('wallet_ledger')
      .values({
        player_id: playerId,
        kind: 'adjustment',
        account: 'cash',
        amount_cents: 500,
        balance_after: Number(last.balance_after) + 500,
        idempotency_key: 'planted:orphan-entry',
        reference: null,
        created_at: Number(last.created_at),
      })
      .execute();

    const check = await ledgerCheck(running.url, playerId);
    expect(check.ok).toBe(false);
    expect(kinds(check)).toEqual(['latest:cash', 'sum:cash']);
  });

  it('a balance change without its ledger row (a row lost from the middle)', async () => {
    const playerId = await playerWithTraffic();
    const rows = await cashRows(playerId);
    const lost = rows[Math.floor(rows.length / 2)];
    await running.database.db.deleteFrom('wallet_ledger').where('id', '=', lost.id).execute();

    const check = await ledgerCheck(running.url, playerId);
    expect(check.ok).toBe(false);
    expect(kinds(check)).toEqual(['running:cash', 'sum:cash']);
    const following = rows[rows.indexOf(lost) + 1];
    expect(check.problems).toContainEqual(expect.objectContaining({ kind: 'running', entryId: Number(following.id) }));
  });

  it('an idempotency key used twice (even with the money adding up)', async () => {
    const playerId = await playerWithTraffic();
    const last = (await cashRows(playerId)).at(-1)!;
    // Only a database without its unique index can hold it: plant it the way a lost index would.
    await running.database.db.schema.dropIndex('wallet_ledger_key_uq').execute();
    await running.database.db
      .insertInto('wallet_ledger')
      .values({
        player_id: playerId,
        kind: last.kind,
        account: 'cash',
        amount_cents: 100,
        balance_after: Number(last.balance_after) + 100,
        idempotency_key: last.idempotency_key,
        reference: last.reference,
        created_at: Number(last.created_at),
      })
      .execute();
    await running.database.db.updateTable('player_balance').set({ cash_cents: Number(last.balance_after) + 100 }).where('player_id', '=', playerId).execute();

    const check = await ledgerCheck(running.url, playerId);
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual([{ kind: 'duplicateKey', playerId, account: 'row', key: last.idempotency_key, count: 2 }]);
  });
});
