/**
 * Every id and token a player's answers reveal (deposit and bank-login tokens, the game launch
 * token, withdrawal references, round ids), tried by a second logged-in player and by an
 * anonymous visitor: they get the answer for something that does not exist (or 115), see none of
 * the owner's data, and change nothing.
 */
import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from './helpers';
import { ADMIN_TOKEN, Client, newPlayer } from './accountsHelpers';
import { ORIGIN, balance, decide, launch, ledgerCheck, newCustomerDeposit, platformPath, spin } from './walletHelpers';

const GAME_ID = 1;

describe.each(ENGINES)('tokens bound to their owner (%s)', (engine) => {
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

  it("refuses another player and an anonymous visitor every token and reference of a player's flows", async () => {
    const owner = await newCustomerDeposit(running.url, 100);
    const o = owner.client;
    // The owner's open flows: a pending deposit, a pending bank login, a game launch, a pending withdrawal.
    const deposit = await o.post('/payment/confirmDeposit', { amount: 30, method: 'bank' });
    expect(deposit.status).toBe(200);
    const login = await o.post('/payment/initLogin', { country: 'FIN', method: 'trustly', lang: 'fi' });
    expect(login.status).toBe(200);
    const gameToken = await launch(o, GAME_ID);
    const round = await spin(o, gameToken, 0.1);
    expect(round.status).toBe(200);
    const withdrawal = await o.post('/payment/withdraw', { amount: 20, method: 'bank' });
    expect(withdrawal.status).toBe(200);
    const before = await balance(o);

    const intruder = (await newPlayer(running.url)).client;
    for (const [who, c] of [['another player', intruder], ['anonymous', new Client(running.url)]] as const) {
      const seen: string[] = [];
      const expectHidden = (res: { status: number; text: string }, what: string, statuses = [401, 404]) => {
        if (!statuses.includes(res.status)) seen.push(`${who} ${what}: ${res.status} ${res.text.slice(0, 120)}`);
        if (/Testi|Pelaaja|FI\*\*|\b30[.,]00\b/.test(res.text) && res.status !== 401) seen.push(`${who} ${what} shows the owner's data`);
      };
      expectHidden(await c.post('/payment/depositStatus', { token: deposit.body.token }), 'depositStatus (stored)');
      expectHidden(await c.post('/payment/depositStatus', { token: owner.token }), 'depositStatus (new customer)');
      expectHidden(await c.get(platformPath(deposit.body.redirectUrl)), 'bank deposit page');
      expectHidden(await decide(c, deposit.body.redirectUrl, 'cancel'), 'bank deposit cancel');
      expectHidden(await c.post('/payment/loginStatus', { token: login.body.token }), 'loginStatus');
      expectHidden(await c.get(platformPath(login.body.redirectUrl)), 'bank login page');
      expectHidden(await c.post(platformPath(login.body.redirectUrl), { decision: 'cancel' }, { as: 'urlencoded', headers: ORIGIN }), 'bank login cancel');
      expectHidden(await c.get(`/sandbox/slot/${encodeURIComponent(gameToken)}`), 'slot page');
      expectHidden(await c.get(`/sandbox/slot/${encodeURIComponent(gameToken)}/state`), 'slot state');
      expectHidden(await spin(c, gameToken, 0.1), 'spin');
      expectHidden(await c.post('/payment/cancelWithdraw', { reference: withdrawal.body.reference }), 'cancelWithdraw', [401, 404, 409]);
      expect(seen).toEqual([]);
    }

    // Nothing changed for the owner: the deposit and login still pending, the withdrawal too, the money the same.
    expect((await o.post('/payment/depositStatus', { token: deposit.body.token })).body.status).toBe('pending');
    expect((await o.post('/payment/loginStatus', { token: login.body.token })).body.status).toBe('pending');
    expect(await balance(o)).toEqual(before);
    const pending = await o.get('/transactions/withdrawals');
    expect(pending.body.transactions[0]).toEqual(expect.objectContaining({ reference: withdrawal.body.reference, status: 'pending' }));
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  });
});
