import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, expectError, newPlayer } from '../accounts/helpers';
import { FIN, EST, balance, decide, flags, ledgerCheck, newCustomerDeposit, platformPath, storedDeposit } from '../wallet/helpers';

describe.each(ENGINES)('wallet: balance, payment methods and deposits through the bank simulator (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  const clock = new Clock();

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, { adminToken: ADMIN_TOKEN, clock });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  const newDeposit = (c: Client, fields: Record<string, string | number | boolean | undefined> = {}) =>
    c.post('/payment/initDeposit', {
      country: 'FIN',
      amount: 25,
      method: 'bank',
      currency: 'EUR',
      policyChecked: true,
      privacyPolicyChecked: true,
      ...fields,
    });

  it('GET /player/balance needs a session and starts at zero in euros', async () => {
    expectError(await new Client(running.url).get('/player/balance'), 401, 115);
    const { client } = await newPlayer(running.url);
    expect(await balance(client)).toEqual({
      success: true,
      balance: 0,
      cash: 0,
      promo: 0,
      currency: 'EUR',
      currentTurnover: 0,
      totalTurnover: 0,
      cashReserve: 0,
      withdrawable: 0,
    });
  });

  it('GET /payment/methods: bank with min/max EUR; storedData only for a logged-in player', async () => {
    const anon = await new Client(running.url).get('/payment/methods');
    expect(anon.status).toBe(200);
    expect(anon.body).toEqual({ success: true, methods: [{ method: 'bank', minAmount: { EUR: 10 }, maxAmount: { EUR: 100000 } }] });
    const { client } = await newPlayer(running.url);
    const mine = await client.get('/payment/methods');
    expect(mine.body.methods[0].storedData).toEqual([]);
  });

  it('new customer: initDeposit → simulator page → approve → 303 ?deposit= → depositStatus ok, session, money and stored detail', async () => {
    const c = new Client(running.url);
    const init = await newDeposit(c, { amount: '25.50', lang: 'en', returnUrl: '/en/deposit?x=1#top' });
    expect(init.status).toBe(200);
    expect(init.body).toEqual({ success: true, token: expect.any(String), redirectUrl: `/api/sandbox/bank/deposit/${init.body.token}` });
    expect((await c.post('/payment/depositStatus', { token: init.body.token })).body).toEqual({
      success: true,
      status: 'pending',
      amount: 25.5,
      currency: 'EUR',
      createdTime: clock.t,
    });
    const page = await c.get(platformPath(init.body.redirectUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('Online bank payment');
    expect(page.text).toContain('25.50 €');
    expect(page.text).toContain(`action="/api/sandbox/bank/deposit/${init.body.token}"`);
    for (const p of FIN) expect(page.text).toContain(p.nationalId);
    expect(page.text).not.toContain(EST[0].nationalId);
    expect(page.text).not.toMatch(/<script|https?:\/\//);

    const d = await decide(c, init.body.redirectUrl, 'approve', 'new');
    expect(d.status).toBe(303);
    expect(d.headers.get('location')).toBe(`/en/deposit?x=1&deposit=${encodeURIComponent(init.body.token)}#top`);

    const st = await c.post('/payment/depositStatus', { token: init.body.token });
    expect(st.body).toEqual({
      success: true,
      status: 'ok',
      amount: 25.5,
      currency: 'EUR',
      createdTime: clock.t,
      userId: expect.any(Number),
    });
    expect(st.setCookies[0]).toMatch(/^casino_session=.*HttpOnly/);
    expect(await balance(c)).toEqual(expect.objectContaining({ balance: 25.5, cash: 25.5, promo: 0, withdrawable: 25.5 }));
    const me = await c.get('/player');
    expect(me.body.userId).toBe(st.body.userId);
    expect((await c.get('/player/activity')).body.activities[0].type).toBe('bank');

    const methods = await c.get('/payment/methods');
    expect(methods.body.methods[0].storedData).toEqual([
      {
        reference: expect.any(String),
        bankName: 'Sandbox Pankki',
        maskedAccount: expect.stringMatching(/^FI\*\* \*\*\*\* \*\*\*\* \d{4}$/),
      },
    ]);

    // Later calls only report, also in another tab of the same browser; another browser holding
    // the token learns nothing (as for a token that does not exist).
    const again = await c.sameBrowser().post('/payment/depositStatus', { token: init.body.token });
    expect(again.body).toEqual({ success: true, status: 'ok', amount: 25.5, currency: 'EUR', createdTime: clock.t });
    expect(again.setCookies).toEqual([]);
    expectError(await new Client(running.url).post('/payment/depositStatus', { token: init.body.token }), 404, 100);
    const strangerPage = await new Client(running.url).get(platformPath(init.body.redirectUrl));
    expect(strangerPage.status).toBe(404);
    expect(strangerPage.text).not.toContain('25,50');
    // The page shows the result; the same decision again sends the player back as the first time
    // (a double click, or the front trying it on another instance) and moves nothing; another is refused.
    expect((await c.get(platformPath(init.body.redirectUrl))).text).toContain('The payment was approved.');
    expect((await decide(c, init.body.redirectUrl, 'approve', 'new')).status).toBe(303);
    expect((await decide(c, init.body.redirectUrl, 'decline')).status).toBe(409);
    expect(await balance(c)).toEqual(expect.objectContaining({ cash: 25.5 }));

    const list = await c.get('/transactions/deposits?page=1&includeTotalAmounts=true');
    expect(list.body).toEqual({
      success: true,
      count: 1,
      pageCount: 1,
      page: 1,
      transactions: [{ id: expect.any(Number), status: 'ok', amount: 25.5, currency: 'EUR', method: 'bank', createdTime: clock.t }],
      totalAmounts: { deposited: 25.5, withdrawn: 0, currency: 'EUR' },
    });
    expect((await ledgerCheck(running.url, st.body.userId)).ok).toBe(true);
  });

  it('a known test person depositing again is the same player and the stored detail is reused', async () => {
    const first = await newCustomerDeposit(running.url, 10, EST[0].nationalId, 'EST');
    const second = await newCustomerDeposit(running.url, 15, EST[0].nationalId, 'EST');
    expect(second.userId).toBe(first.userId);
    expect(await balance(second.client)).toEqual(expect.objectContaining({ cash: 25 }));
    const m = await second.client.get('/payment/methods');
    expect(m.body.methods[0].storedData).toHaveLength(1);
    expect(m.body.methods[0].storedData[0].bankName).toBe('Sandbox Pank');
    expect(m.body.methods[0].storedData[0].maskedAccount).toMatch(/^EE\*\*/);
  });

  it('logged-in player: confirmDeposit with the stored reference; 115 without session; unknown reference 195', async () => {
    expectError(
      await new Client(running.url).post('/payment/confirmDeposit', { amount: 20, method: 'bank', storedDetailReference: 'x' }),
      401,
      115,
    );
    const { client } = await newCustomerDeposit(running.url, 10);
    const ref = (await client.get('/payment/methods')).body.methods[0].storedData[0].reference;
    const init = await client.post('/payment/confirmDeposit', {
      amount: 20,
      method: 'bank',
      storedDetailReference: ref,
      returnUrl: '/fi/talletus',
    });
    expect(init.status).toBe(200);
    expect(init.body.redirectUrl).toBe(`/api/sandbox/bank/deposit/${init.body.token}`);
    const page = await client.get(platformPath(init.body.redirectUrl));
    expect(page.text).toContain('FI** ****');
    expect(page.text).not.toContain('name="identity"');
    const d = await decide(client, init.body.redirectUrl, 'approve');
    expect(d.headers.get('location')).toBe(`/fi/talletus?deposit=${encodeURIComponent(init.body.token)}`);
    const st = await client.post('/payment/depositStatus', { token: init.body.token });
    expect(st.body).toEqual(expect.objectContaining({ status: 'ok', amount: 20 }));
    expect(st.body.userId).toBeUndefined();
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 30 }));
    expect((await client.get('/payment/methods')).body.methods[0].storedData).toHaveLength(1);

    expectError(await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank', storedDetailReference: 'nope' }), 400, 195);
    // A stored deposit's status answers only to its player.
    const stranger = await newPlayer(running.url);
    expectError(await stranger.client.post('/payment/depositStatus', { token: init.body.token }), 404, 100);
    expectError(await new Client(running.url).post('/payment/depositStatus', { token: init.body.token }), 404, 100);
    // The same browser once logged out: the deposit is its own, but its status needs the session.
    expectError(await client.sameBrowser().post('/payment/depositStatus', { token: init.body.token }), 401, 115);
    // Another player's reference is unknown to this one.
    expectError(
      await stranger.client.post('/payment/confirmDeposit', { amount: 20, method: 'bank', storedDetailReference: ref }),
      400,
      195,
    );
  });

  it('an email-registered player without stored details deposits from their own account, which is then stored', async () => {
    const { client } = await newPlayer(running.url);
    await storedDeposit(client, 12.34);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 12.34 }));
    expect((await client.get('/payment/methods')).body.methods[0].storedData).toHaveLength(1);
  });

  it('117 below the minimum or above the maximum with params.paymentLimit; 195 bad amount, currency, method; 155/215 terms', async () => {
    const c = new Client(running.url);
    const low = await newDeposit(c, { amount: 9.99 });
    expectError(low, 400, 117);
    expect(low.body.params).toEqual({ paymentLimit: { minAmount: 10 } });
    const high = await newDeposit(c, { amount: 100000.01 });
    expectError(high, 400, 117);
    expect(high.body.params).toEqual({ paymentLimit: { maxAmount: 100000 } });
    expect((await newDeposit(c, { amount: 100000 })).status).toBe(200);
    expect((await newDeposit(c, { amount: 10 })).status).toBe(200);
    expectError(await newDeposit(c, { amount: 10.001 }), 400, 195);
    expectError(await newDeposit(c, { amount: 'abc' }), 400, 195);
    expectError(await newDeposit(c, { amount: -5 }), 400, 195);
    expectError(await newDeposit(c, { currency: 'USD' }), 400, 195);
    expectError(await newDeposit(c, { method: 'card' }), 400, 195);
    expectError(await newDeposit(c, { country: 'SWE' }), 400, 195);
    expectError(await newDeposit(c, { policyChecked: false }), 400, 155);
    expectError(await newDeposit(c, { privacyPolicyChecked: undefined }), 400, 215);
    expectError(await newDeposit(c, { returnUrl: 'https://evil.example' }), 400, 195);
    const { client } = await newPlayer(running.url);
    const r = await client.post('/payment/confirmDeposit', { amount: 100001, method: 'bank' });
    expectError(r, 400, 117);
    expect(r.body.params).toEqual({ paymentLimit: { maxAmount: 100000 } });
  });

  it('decline, cancel and a simulated bank error (119) move no money; expiry after 15 minutes', async () => {
    const c = new Client(running.url);
    for (const [decision, status] of [
      ['decline', 'declined'],
      ['cancel', 'cancelled'],
    ] as const) {
      const init = await newDeposit(c);
      expect((await decide(c, init.body.redirectUrl, decision)).status).toBe(303);
      const st = await c.post('/payment/depositStatus', { token: init.body.token });
      expect(st.body).toEqual(expect.objectContaining({ status }));
      expect(st.setCookies).toEqual([]);
    }
    const failing = await newDeposit(c);
    expect((await decide(c, failing.body.redirectUrl, 'fail')).status).toBe(303);
    expectError(await c.post('/payment/depositStatus', { token: failing.body.token }), 502, 119);

    const late = await newDeposit(c);
    clock.advance(15 * 60 * 1000 + 1);
    expect((await c.post('/payment/depositStatus', { token: late.body.token })).body.status).toBe('expired');
    expect((await decide(c, late.body.redirectUrl, 'approve', 'new')).status).toBe(409);
    expectError(await c.post('/payment/depositStatus', { token: 'unknown-token' }), 404, 100);
    // Approve without choosing a person: the form again with 400.
    const noPerson = await newDeposit(c);
    expect((await decide(c, noPerson.body.redirectUrl, 'approve')).status).toBe(400);
    expect((await decide(c, noPerson.body.redirectUrl, 'approve', EST[0].nationalId)).status).toBe(400);
  });

  it('232 transactions blocked and 237 first deposit lock (admin flags); a blocked player approving at the bank is declined with the code', async () => {
    const { client, userId } = await newPlayer(running.url);
    await flags(running.url, userId, { transactionsBlocked: true });
    expectError(await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' }), 403, 232);
    await flags(running.url, userId, { transactionsBlocked: false, firstDepositLock: true });
    expectError(await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' }), 403, 237);
    await flags(running.url, userId, { firstDepositLock: false });
    await storedDeposit(client, 20);
    // The lock only holds a first deposit.
    await flags(running.url, userId, { firstDepositLock: true });
    await storedDeposit(client, 20);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 40 }));

    // Flag set while the player is at the bank: the approval is declined with the code.
    const init = await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' });
    await flags(running.url, userId, { transactionsBlocked: true });
    expect((await decide(client, init.body.redirectUrl, 'approve')).status).toBe(303);
    const st = await client.post('/payment/depositStatus', { token: init.body.token });
    expect(st.body).toEqual(expect.objectContaining({ status: 'declined', declineCode: 232 }));
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 40 }));

    // A pay-and-play deposit by a known person whose player is blocked.
    const person = FIN[1];
    const first = await newCustomerDeposit(running.url, 10, person.nationalId);
    await flags(running.url, first.userId, { transactionsBlocked: true });
    const c = new Client(running.url);
    const again = await newDeposit(c);
    await decide(c, again.body.redirectUrl, 'approve', person.nationalId);
    const st2 = await c.post('/payment/depositStatus', { token: again.body.token });
    expect(st2.body).toEqual(expect.objectContaining({ status: 'declined', declineCode: 232 }));
    expect(st2.setCookies).toEqual([]);
    expect(await balance(first.client)).toEqual(expect.objectContaining({ cash: 10 }));
  });

  it('217 during a cool-off: at confirmDeposit, and as declineCode when a deposit started before it is approved', async () => {
    const { client, password } = await newPlayer(running.url);
    const init = await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' });
    expect(init.status).toBe(200);
    expect((await client.post('/player/limit/coolOff', { coolOffDays: 1, password })).status).toBe(200);
    expectError(await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' }), 403, 217);
    await decide(client, init.body.redirectUrl, 'approve');
    expect((await client.post('/payment/depositStatus', { token: init.body.token })).body).toEqual(
      expect.objectContaining({ status: 'declined', declineCode: 217 }),
    );
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 0 }));
  });

  it('119 when the bank simulator is left out (sandbox off): its page is not mounted', async () => {
    const off = await startApp(testDb, { adminToken: ADMIN_TOKEN, sandboxEnabled: false });
    try {
      const c = new Client(off.url);
      expectError(await newDeposit(c), 503, 119);
      expectError(await c.get('/sandbox/bank/deposit/whatever'), 404, 100);
    } finally {
      await off.stop();
    }
  });

  it('credits exactly once: parallel approvals and parallel depositStatus calls', async () => {
    const c = new Client(running.url);
    const init = await newDeposit(c, { amount: 50 });
    const decisions = await Promise.all(Array.from({ length: 6 }, () => decide(c, init.body.redirectUrl, 'approve', FIN[2].nationalId)));
    // Each is sent back to the site as the first; the deposit is credited once (below).
    expect(decisions.map((d) => d.status)).toEqual(Array(6).fill(303));
    const clients = Array.from({ length: 6 }, () => c.sameBrowser());
    const statuses = await Promise.all(clients.map((x) => x.post('/payment/depositStatus', { token: init.body.token })));
    expect(statuses.every((s) => s.status === 200 && s.body.status === 'ok')).toBe(true);
    const withSession = statuses.filter((s) => s.body.userId !== undefined);
    expect(withSession).toHaveLength(1);
    const owner = clients[statuses.indexOf(withSession[0])];
    expect(await balance(owner)).toEqual(expect.objectContaining({ cash: 50 }));
    const ledger = await running.database.db
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('player_id', '=', withSession[0].body.userId)
      .where('account', '=', 'cash')
      .execute();
    expect(ledger.filter((l) => l.kind === 'deposit')).toHaveLength(1);
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  });

  it('prefillDeposit stores address and phone on the player; 115 without session; 195 bad phone', async () => {
    expectError(await new Client(running.url).post('/payment/prefillDeposit', { city: 'Turku' }), 401, 115);
    const { client } = await newPlayer(running.url);
    const phone = `+35840${String(Date.now()).slice(-7)}`;
    const res = await client.post('/payment/prefillDeposit', {
      address: 'Aurakatu',
      houseNumber: '3 B',
      phoneNumber: phone,
      city: 'Turku',
      zipCode: '20100',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const me = (await client.get('/player')).body;
    expect(me).toEqual(
      expect.objectContaining({ address: 'Aurakatu', houseNumber: '3 B', phoneNumber: phone, city: 'Turku', zipCode: '20100' }),
    );
    expectError(await client.post('/payment/prefillDeposit', { phoneNumber: 'abc' }), 400, 195);
  });

  it("deposit lists page 10 per page and never show another player's deposits", async () => {
    const { client, userId } = await newPlayer(running.url);
    for (let i = 0; i < 12; i++) {
      clock.advance(1000);
      await client.post('/payment/confirmDeposit', { amount: 10 + i, method: 'bank' });
    }
    const p1 = await client.get('/transactions/deposits');
    expect(p1.body).toEqual(expect.objectContaining({ count: 12, pageCount: 2, page: 1 }));
    expect(p1.body.transactions).toHaveLength(10);
    expect(p1.body.transactions[0]).toEqual(expect.objectContaining({ status: 'pending', amount: 21 }));
    expect(p1.body.totalAmounts).toBeUndefined();
    const p2 = await client.get('/transactions/deposits?page=2');
    expect(p2.body.transactions.map((t: { amount: number }) => t.amount)).toEqual([11, 10]);
    expect((await client.get('/transactions/deposits?page=3')).body.transactions).toEqual([]);
    expectError(await client.get('/transactions/deposits?page=0'), 400, 195);
    const other = await newPlayer(running.url);
    expect((await other.client.get('/transactions/deposits')).body.count).toBe(0);
    expectError(await new Client(running.url).get('/transactions/deposits'), 401, 115);
    expect(userId).toBeGreaterThan(0);
  });
});
