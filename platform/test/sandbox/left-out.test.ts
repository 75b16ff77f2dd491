import { ENGINES, call, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, expectError, newPlayer } from '../accounts/helpers';
import { grant, launch, spin } from '../wallet/helpers';
import { accountsConfig } from '../../src/config';
import { reconcileDeposits } from '../../src/features/payments';

/**
 * The sandbox left out (PLATFORM_SANDBOX=0, the production default): the platform's plugin list
 * mounts neither the bank simulator nor the slot, so their paths answer 404, and the features that
 * would send a player there refuse first with their own codes. Two instances share one database:
 * one with the sandbox, one without.
 */
describe.each(ENGINES)('sandbox left out (%s)', (engine) => {
  let testDb: TestDatabase;
  let on: RunningApp;
  let off: RunningApp;
  const clock = new Clock();

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    on = await startApp(testDb, { adminToken: ADMIN_TOKEN, clock });
    off = await startApp(testDb, { adminToken: ADMIN_TOKEN, clock, sandboxEnabled: false });
  });
  afterAll(async () => {
    await on?.stop();
    await off?.stop();
    await testDb?.cleanup();
  });

  /** A logged-in player with 10 € (made on the instance with the sandbox: registration reads its outbox). */
  async function player() {
    const { client, userId } = await newPlayer(on.url);
    await grant(on.url, userId, { cash: 10 });
    return { client, userId };
  }
  const onInstance = (client: Client, app: RunningApp) => Object.assign(client, { base: app.url });
  const rows = async (table: 'game_launch' | 'payment_deposit', playerId: number) =>
    (await on.database.db.selectFrom(table).select('player_id').where('player_id', '=', playerId).execute()).length;

  it('answers 404 on the bank simulator and slot paths, which its API document does not list', async () => {
    const { client, userId } = await player();
    const token = await launch(client, 1);
    expect((await spin(client, token, 0.1)).status).toBe(200);
    expect((await client.get(`/sandbox/slot/${token}`)).status).toBe(200);

    onInstance(client, off);
    expectError(await client.get(`/sandbox/slot/${token}`), 404, 100);
    expectError(await client.get(`/sandbox/slot/${token}/state`), 404, 100);
    expectError(await spin(client, token, 0.1), 404, 100);
    expectError(await client.get('/sandbox/bank/login/any-token'), 404, 100);
    expectError(await client.get('/sandbox/bank/deposit/any-token'), 404, 100);
    expectError(await adminPost(off.url, '/sandbox/admin/bank/fault', { mode: 'error' }), 404, 100);
    expectError(await adminPost(off.url, `/sandbox/admin/players/${userId}/slotSeed`, { seed: 1 }), 404, 100);
    expectError(await adminPost(off.url, '/sandbox/admin/withdrawals/any-reference/complete'), 404, 100);
    // The feature's own sandbox admin stays (403: the sandbox is off).
    expectError(await adminPost(off.url, `/sandbox/admin/players/${userId}/grant`, { cash: 1 }), 403, 100);

    const sandboxPaths = async (app: RunningApp) =>
      Object.keys((await call(`${app.url}/openapi.json`)).body.paths).filter((p) => /^\/sandbox\/(bank|slot)\//.test(p));
    expect(await sandboxPaths(on)).toEqual(expect.arrayContaining(['/sandbox/bank/login/{token}', '/sandbox/slot/{token}/spin']));
    expect(await sandboxPaths(off)).toEqual([]);
  });

  it('refuses what would send a player there: bank login and deposits 503/119, game launches 503/132, creating nothing', async () => {
    const visitor = new Client(off.url);
    expectError(await visitor.post('/payment/initLogin', { country: 'FIN', method: 'bank' }), 503, 119);
    const deposit = { country: 'FIN', amount: 25, method: 'bank', currency: 'EUR', policyChecked: true, privacyPolicyChecked: true };
    expectError(await visitor.post('/payment/initDeposit', deposit), 503, 119);
    expectError(await visitor.get('/game/demo/1'), 503, 132);
    expectError(await visitor.get('/game/demo/999999'), 404, 131);

    const { client, userId } = await player();
    onInstance(client, off);
    expectError(await client.post('/payment/initDeposit', deposit), 503, 119);
    expectError(await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' }), 503, 119);
    expectError(await client.get('/game/real/1'), 503, 132);
    expectError(await client.get('/game/demo/1'), 503, 132);
    expect(await rows('game_launch', userId)).toBe(0);
    expect(await rows('payment_deposit', userId)).toBe(0);
  });

  it('leaves a deposit pending when no bank is connected: the reconciliation finds the bank unreachable', async () => {
    const { client, userId } = await player();
    const started = await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' });
    expect(started.status).toBe(200);
    const pending = () =>
      on.database.db.selectFrom('payment_deposit').select('status').where('player_id', '=', userId).executeTakeFirstOrThrow();
    const reconcile = (app: RunningApp) => reconcileDeposits({ db: app.database.db, cfg: accountsConfig(), clock }, 0, 5);
    expect(await reconcile(off)).toEqual(expect.objectContaining({ credited: 0, failed: 0, unreachable: 1 }));
    expect((await pending()).status).toBe('pending');
    // The instance with the bank asks it: the payment is still open there (no decision, page time left).
    expect(await reconcile(on)).toEqual(expect.objectContaining({ credited: 0, failed: 0, unreachable: 0 }));
    expect((await pending()).status).toBe('pending');
  });
});
