import { randomUUID } from 'node:crypto';
import { applyMovements, lockWallet, readWallet, walletTransaction, type Movement } from '../../src/features/wallet';
import { ENGINES, createTestDatabase, startApp, type Body, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN } from '../accounts/helpers';
import { launch, ledgerCheck, newCustomerDeposit, spin } from './helpers';

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

  it('movements written from a stale wallet state are refused: the transaction fails and writes nothing', async () => {
    const playerId = await playerWithTraffic();
    const entries = async () =>
      (await running.database.db.selectFrom('wallet_ledger').select('id').where('player_id', '=', playerId).execute()).length;
    const before = { balance: await readWallet(running.database.db, playerId), entries: await entries() };
    const adjust = (key: string): Movement[] => [{ kind: 'adjustment', account: 'cash', amount: 100, key }];
    // A bug reusing the state read before its own first movement (its version is one behind).
    const refusal = await walletTransaction(running.database.db, async (trx) => {
      const wallet = await lockWallet(trx, playerId, Date.now());
      await applyMovements(trx, wallet, adjust(`stale:${randomUUID()}`), Date.now());
      await applyMovements(trx, wallet, adjust(`stale:${randomUUID()}`), Date.now());
    }).then(
      () => 'written',
      (err: { code?: string }) => err.code,
    );
    // The NOT NULL refusal by its code, not `rejects.toThrow()`: better-sqlite3's native part keeps
    // the error class of the first test file loaded in a jest worker, so in a later file its
    // errors are not instances of that file's Error and toThrow reports "did not throw".
    expect(refusal).toMatch(engine === 'sqlite' ? /^SQLITE_CONSTRAINT_NOTNULL$/ : /^23502$/);
    expect(await readWallet(running.database.db, playerId)).toEqual(before.balance);
    expect(await entries()).toBe(before.entries);
    expect((await ledgerCheck(running.url, playerId)).ok).toBe(true);
  });

  it('a corrupted balance: the balance row no longer equals its ledger', async () => {
    const playerId = await playerWithTraffic();
    const before = await running.database.db
      .selectFrom('player_balance')
      .select('cash_cents')
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    await running.database.db
      .updateTable('player_balance')
      .set({ cash_cents: Number(before.cash_cents) + 1 })
      .where('player_id', '=', playerId)
      .execute();

    const check = await ledgerCheck(running.url, playerId);
    expect(check.ok).toBe(false);
    expect(kinds(check)).toEqual(['latest:cash', 'sum:cash']);
    expect(check.problems).toContainEqual(
      expect.objectContaining({ kind: 'sum', playerId, balance: Number(before.cash_cents) + 1, ledgerSum: Number(before.cash_cents) }),
    );
  });

  it('a ledger row without its balance change', async () => {
    const playerId = await playerWithTraffic();
    const last = (await cashRows(playerId)).at(-1)!;
    await running.database.db
      .insertInto('wallet_ledger')
      .values({
        txn: 'planted:orphan-entry',
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
    expect(kinds(check)).toEqual(['latest:cash', 'sum:cash', 'unbalanced:txn']);
  });

  it('a balance change without its ledger row (a row lost from the middle)', async () => {
    const playerId = await playerWithTraffic();
    const rows = await cashRows(playerId);
    const lost = rows[Math.floor(rows.length / 2)];
    await running.database.db.deleteFrom('wallet_ledger').where('id', '=', lost.id).execute();

    const check = await ledgerCheck(running.url, playerId);
    expect(check.ok).toBe(false);
    // Its txn no longer balances, and the deposit or round it belonged to no longer reconciles.
    expect(kinds(check)).toEqual(expect.arrayContaining(['running:cash', 'sum:cash', 'unbalanced:txn']));
    expect(kinds(check).some((k: string) => /^(deposit|round):/.test(k))).toBe(true);
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
        txn: last.txn,
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
    await running.database.db
      .updateTable('player_balance')
      .set({ cash_cents: Number(last.balance_after) + 100 })
      .where('player_id', '=', playerId)
      .execute();

    const check = await ledgerCheck(running.url, playerId);
    expect(check.ok).toBe(false);
    expect(check.problems).toContainEqual({ kind: 'duplicateKey', playerId, account: 'row', key: last.idempotency_key, count: 2 });
  });

  /** Entries planted straight into the table: each movement with its balance_after, as the wallet would write them. */
  async function plant(
    playerId: number,
    txn: string,
    entries: { kind: string; account: string; amount: number; reference: string | null; key: string }[],
  ) {
    const db = running.database.db;
    const bal = await db.selectFrom('player_balance').selectAll().where('player_id', '=', playerId).executeTakeFirstOrThrow();
    const next: Record<string, number> = {
      cash: Number(bal.cash_cents),
      promo: Number(bal.promo_cents),
      reserve: Number(bal.reserve_cents),
    };
    for (const e of entries) {
      const own = e.account in next;
      if (own) next[e.account] += e.amount;
      await db
        .insertInto('wallet_ledger')
        .values({
          txn,
          player_id: playerId,
          kind: e.kind,
          account: e.account,
          amount_cents: e.amount,
          balance_after: own ? next[e.account] : null,
          idempotency_key: e.key,
          reference: e.reference,
          created_at: Date.now(),
        })
        .execute();
    }
    await db
      .updateTable('player_balance')
      .set({ cash_cents: next.cash, promo_cents: next.promo, reserve_cents: next.reserve })
      .where('player_id', '=', playerId)
      .execute();
  }

  it('a wrong balance with a matching wrong one-sided entry: balances equal their entries, the txn does not sum to zero', async () => {
    const playerId = await playerWithTraffic();
    await plant(playerId, 'planted:one-sided', [
      { kind: 'adjustment', account: 'cash', amount: 700, reference: 'sandbox', key: 'planted:one-sided' },
    ]);

    const check = await ledgerCheck(running.url, playerId);
    expect(check.problems).toEqual([
      { kind: 'unbalanced', playerId, account: 'txn', txn: 'planted:one-sided', ledgerSum: 700, balance: 0 },
    ]);
    expect(check.total).toBe(700);
  });

  it('a counterpart entry dropped: the round still reconciles, its txn does not', async () => {
    const playerId = await playerWithTraffic();
    const houseRow = await running.database.db
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('kind', '=', 'bet')
      .where('account', '=', 'house')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await running.database.db.deleteFrom('wallet_ledger').where('id', '=', houseRow.id).execute();

    const check = await ledgerCheck(running.url, playerId);
    expect(check.problems).toEqual([
      { kind: 'unbalanced', playerId, account: 'txn', txn: houseRow.txn, ledgerSum: -Number(houseRow.amount_cents), balance: 0 },
    ]);
  });

  it('a deposit credited twice (both credits balanced, balance moved with them)', async () => {
    const playerId = await playerWithTraffic();
    const deposit = await running.database.db
      .selectFrom('payment_deposit')
      .select(['id', 'amount_cents'])
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    const amount = Number(deposit.amount_cents);
    const reference = `deposit:${deposit.id}`;
    await plant(playerId, 'planted:second-credit', [
      { kind: 'deposit', account: 'cash', amount, reference, key: 'planted:second-credit' },
      { kind: 'deposit', account: 'bank', amount: -amount, reference, key: 'planted:second-credit/bank' },
    ]);

    const check = await ledgerCheck(running.url, playerId);
    expect(kinds(check)).toEqual(['clearing:bank', 'deposit:cash']);
    expect(check.problems).toContainEqual({
      kind: 'deposit',
      playerId,
      account: 'cash',
      reference,
      ledgerSum: 2 * amount,
      balance: amount,
      count: 2,
    });
  });

  it('a bet without its round, and a round whose win was never paid', async () => {
    const playerId = await playerWithTraffic();
    await plant(playerId, 'planted:bet', [
      { kind: 'bet', account: 'cash', amount: -50, reference: 'planted-round', key: 'planted:bet' },
      { kind: 'bet', account: 'house', amount: 50, reference: 'planted-round', key: 'planted:bet/house' },
    ]);
    await plant(playerId, 'planted:unpaid', [
      { kind: 'bet', account: 'cash', amount: -100, reference: 'planted-unpaid', key: 'planted:unpaid' },
      { kind: 'bet', account: 'house', amount: 100, reference: 'planted-unpaid', key: 'planted:unpaid/house' },
    ]);
    await running.database.db
      .insertInto('game_round')
      .values({
        round_id: 'planted-unpaid',
        player_id: playerId,
        game_id: 3,
        idempotency_key: 'spin:planted-unpaid',
        bet_cents: 100,
        bet_cash_cents: 100,
        bet_promo_cents: 0,
        win_cents: 250,
        free_spin: 0,
        outcome: '{}',
        created_at: Date.now(),
      })
      .execute();

    const check = await ledgerCheck(running.url, playerId);
    expect(check.problems).toEqual(
      expect.arrayContaining([
        { kind: 'round', playerId, account: 'bet', reference: 'planted-round', ledgerSum: -50, balance: 0 },
        { kind: 'round', playerId, account: 'win', reference: 'planted-unpaid', ledgerSum: 0, balance: 250 },
      ]),
    );
    expect(check.problems).toHaveLength(2);
  });

  it("a bet entry naming another player's round is not that round's", async () => {
    const playerId = await playerWithTraffic();
    const other = await playerWithTraffic();
    const { round_id: theirs } = await running.database.db
      .selectFrom('game_round')
      .select('round_id')
      .where('player_id', '=', other)
      .executeTakeFirstOrThrow();
    await plant(playerId, 'planted:theirs', [
      { kind: 'bet', account: 'cash', amount: -50, reference: theirs, key: 'planted:theirs' },
      { kind: 'bet', account: 'house', amount: 50, reference: theirs, key: 'planted:theirs/house' },
    ]);

    expect((await ledgerCheck(running.url, playerId)).problems).toEqual([
      { kind: 'round', playerId, account: 'bet', reference: theirs, ledgerSum: -50, balance: 0 },
    ]);
    expect((await ledgerCheck(running.url, other)).problems).toEqual([]);
  });

  it('a withdrawal marked paid without its pay-out entries', async () => {
    const { client, userId } = await newCustomerDeposit(running.url, 40);
    const w = await client.post('/payment/withdraw', { amount: 15, method: 'bank', idempotencyKey: 'planted-withdrawal' });
    expect(w.status).toBe(200);
    expect((await ledgerCheck(running.url, userId)).problems).toEqual([]);
    await running.database.db.updateTable('payment_withdrawal').set({ status: 'paid' }).where('reference', '=', w.body.reference).execute();

    const check = await ledgerCheck(running.url, userId);
    expect(kinds(check)).toEqual(['clearing:bank', 'clearing:payout', 'withdrawal:bank']);
    expect(check.problems).toContainEqual({
      kind: 'withdrawal',
      playerId: userId,
      account: 'bank',
      reference: `withdrawal:${w.body.reference}`,
      ledgerSum: 0,
      balance: 1500,
    });
  });

  it('a jackpot pool changed behind the ledger (whole-ledger check)', async () => {
    await playerWithTraffic();
    const before = await ledgerCheck(running.url);
    expect(before.problems.filter((p: Body) => p.kind === 'jackpot')).toEqual([]);
    await running.database.db
      .updateTable('jackpot_shard')
      .set((eb) => ({ amount_cents: eb('amount_cents', '+', 3) }))
      .where('slug', '=', 'aurum-mini')
      .where('shard', '=', 5)
      .execute();

    const check = await ledgerCheck(running.url);
    const pool = check.problems.filter((p: Body) => p.kind === 'jackpot');
    expect(pool).toEqual([
      { kind: 'jackpot', playerId: 0, account: 'jackpot:aurum-mini', ledgerSum: expect.any(Number), balance: expect.any(Number) },
    ]);
    expect(pool[0].balance - pool[0].ledgerSum).toBe(3);
  });
});
