import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN } from '../accounts/helpers';
import { checkLedgerPass } from '../../src/features/wallet/checkSchedule';
import { startMetricsServer, type MetricsServer } from '../../src/metrics/server';
import { scrapeUntil as scrapeMetricsUntil, type Scrape } from '../metrics/scrape';
import { grant, launch, newCustomerDeposit, spin } from './helpers';

/**
 * The ledger check on a schedule (docs/decisions.md#ledger-check-schedule): each pass checks the
 * players whose ledger got rows since the last one, bounded in rows and players, reads a row only
 * at the pass after the one that first saw it (a transaction still open then has committed), keeps
 * checking a broken player until it is whole, and its result reaches the metrics, so that a broken
 * invariant pages someone.
 */
describe.each(ENGINES)('the scheduled ledger check (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  let metrics: MetricsServer;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, { adminToken: ADMIN_TOKEN, metrics: true, ledgerCheck: { intervalMs: 100 } });
    metrics = await startMetricsServer('127.0.0.1', 0);
  });
  afterAll(async () => {
    await metrics?.close();
    await running?.stop();
    await testDb?.cleanup();
  });

  const db = () => running.database.db;
  /** Moves a balance row away from its ledger (or back), straight in the database. */
  const shiftBalance = (playerId: number, cents: number) =>
    db()
      .updateTable('player_balance')
      .set((eb) => ({ cash_cents: eb('cash_cents', '+', cents) }))
      .where('player_id', '=', playerId)
      .execute();

  async function player(amount: number) {
    const { client, userId } = await newCustomerDeposit(running.url, amount);
    const token = await launch(client, 3);
    for (let i = 0; i < 3; i++) expect((await spin(client, token, 1)).status).toBe(200);
    return { client, userId, token };
  }
  const played = async (amount: number): Promise<number> => (await player(amount)).userId;

  /** Marks the player's credited deposit as declined (its credit then has no deposit), or back. */
  const setDepositStatus = (playerId: number, status: 'declined' | 'ok') =>
    db().updateTable('payment_deposit').set({ status }).where('player_id', '=', playerId).execute();

  /** Scrapes until `done` holds (bounded). */
  const scrapeUntil = (done: (s: Scrape) => boolean) => scrapeMetricsUntil(`http://127.0.0.1:${metrics.port}/metrics`, done);

  it("runs on its schedule and exports its result: ok with traffic, 0 once a player's ledger breaks, 1 again once it is whole", async () => {
    await played(20);
    const healthy = await scrapeUntil(
      (s) =>
        s.value('platform_ledger_check_runs_total', { result: 'ok' }) > 0 &&
        s.value('platform_ledger_check_behind_rows') === 0 &&
        s.value('platform_ledger_check_players_checked_total') > 0,
    );
    expect(healthy.value('platform_ledger_check_ok')).toBe(1);
    expect(healthy.value('platform_ledger_check_rows_checked_total')).toBeGreaterThan(0);
    expect(healthy.value('platform_ledger_check_last_run_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 60);

    // A credit whose deposit no longer says ok, then a round: the pass after next finds it.
    const victim = await player(20);
    await setDepositStatus(victim.userId, 'declined');
    expect((await spin(victim.client, victim.token, 1)).status).toBe(200);
    const broken = await scrapeUntil((s) => s.value('platform_ledger_check_ok') === 0);
    expect(broken.value('platform_ledger_check_broken_players')).toBe(1);
    expect(broken.value('platform_ledger_check_runs_total', { result: 'broken' })).toBeGreaterThan(0);

    await setDepositStatus(victim.userId, 'ok');
    const whole = await scrapeUntil((s) => s.value('platform_ledger_check_ok') === 1);
    expect(whole.value('platform_ledger_check_broken_players')).toBe(0);
  });

  it('a pass is bounded in players and rows, reads new rows one pass late, and checks a broken player until it is whole', async () => {
    const cursor = { broken: new Set<number>() };
    const bounds = { rowsPerPass: 1000, playersPerPass: 2 };
    const players = [await played(30), await played(30), await played(30)];
    // From rowsPerPass rows back, at most two players a pass (its bound): the rest wait for the next.
    const first = await checkLedgerPass(db(), cursor, bounds);
    expect(first.players).toBe(2);
    expect(first.behindRows).toBeGreaterThan(0);
    let pass = first;
    for (let n = 0; n < 10 && pass.behindRows > 0; n++) {
      pass = await checkLedgerPass(db(), cursor, bounds);
      expect(pass.players).toBeLessThanOrEqual(2);
      expect(pass.brokenPlayers).toBe(0);
    }
    expect(pass.behindRows).toBe(0);

    // A movement, then a balance row that no longer matches its ledger.
    await grant(running.url, players[1], { cash: 5 });
    await shiftBalance(players[1], 100);
    // Its rows are newer than what the last pass saw: read at the pass after the next.
    expect((await checkLedgerPass(db(), cursor, bounds)).players).toBe(0);
    const found = await checkLedgerPass(db(), cursor, bounds);
    expect(found).toEqual(expect.objectContaining({ players: 1, brokenPlayers: 1 }));
    expect(found.problems.map((p) => p.playerId)).toContain(players[1]);
    // Checked again at every pass while it stays broken, its problems reported once.
    expect(await checkLedgerPass(db(), cursor, bounds)).toEqual(expect.objectContaining({ players: 1, brokenPlayers: 1, problems: [] }));
    // Whole again: the next pass clears it.
    await shiftBalance(players[1], -100);
    expect(await checkLedgerPass(db(), cursor, bounds)).toEqual(expect.objectContaining({ players: 1, brokenPlayers: 0 }));
  });
});
