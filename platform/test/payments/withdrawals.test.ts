import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, expectError, newPlayer } from '../accounts/helpers';
import { balance, flags, grant, ledgerCheck, ledgerSums, newCustomerDeposit } from '../wallet/helpers';

describe.each(ENGINES)('wallet: withdrawals (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });

  it('initWithdraw shows balances, reserve, methods and free spins; 115 without session', async () => {
    expectError(await new Client(running.url).get('/payment/initWithdraw'), 401, 115);
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 120, promo: 15.5, reserve: 20, freeSpins: 7, gameId: 1 });
    const res = await client.get('/payment/initWithdraw');
    expect(res.body).toEqual({
      success: true,
      totalBalance: 135.5,
      cashBalance: 120,
      promoBalance: 15.5,
      cashReserve: 20,
      withdrawable: 100,
      freeSpins: 7,
      methods: [{ method: 'bank', minAmount: { EUR: 10 }, maxAmount: { EUR: 100000 } }],
    });
  });

  it('more than the withdrawable cash answers 117 with the withdrawable as the max (never 121), before the method limits, and moves nothing', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 45, promo: 5 });
    const tooMuch = await client.post('/payment/withdraw', { amount: 9999, method: 'bank' });
    expectError(tooMuch, 400, 117);
    expect(tooMuch.body.params).toEqual({ paymentLimit: { maxAmount: 45 } });
    // Below the method's minimum yet above what is withdrawable: the withdrawable cash is the limit that matters.
    const nothing = await newPlayer(running.url);
    await grant(running.url, nothing.userId, { cash: 5 });
    const small = await nothing.client.post('/payment/withdraw', { amount: 8, method: 'bank' });
    expectError(small, 400, 117);
    expect(small.body.params).toEqual({ paymentLimit: { maxAmount: 5 } });
    const under = await client.post('/payment/withdraw', { amount: 9, method: 'bank' });
    expectError(under, 400, 117);
    expect(under.body.params).toEqual({ paymentLimit: { minAmount: 10 } });
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 45, promo: 5 }));
    expect((await client.get('/transactions/withdrawals')).body.count).toBe(0);
  });

  it('withdraw: cash minus reserve only (117), forfeits promo and free spins, pending, listed; cancel returns the money once', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 120, promo: 15.5, reserve: 20, freeSpins: 7, gameId: 1 });
    const tooMuch = await client.post('/payment/withdraw', { amount: 100.01, method: 'bank' });
    expectError(tooMuch, 400, 117);
    expect(tooMuch.body.params).toEqual({ paymentLimit: { maxAmount: 100 } });
    const w = await client.post('/payment/withdraw', { amount: 60, method: 'bank' });
    expect(w.status).toBe(200);
    expect(w.body).toEqual({
      success: true,
      reference: expect.any(String),
      amount: 60,
      status: 'pending',
      forfeitedPromo: 15.5,
      forfeitedFreeSpins: 7,
    });
    expect(await balance(client)).toEqual(expect.objectContaining({ balance: 60, cash: 60, promo: 0, cashReserve: 20, withdrawable: 40 }));
    expect((await client.get('/payment/initWithdraw')).body.freeSpins).toBe(0);
    const ledger = await running.database.db
      .selectFrom('wallet_ledger')
      .select(['kind', 'account', 'amount_cents', 'reference'])
      .where('player_id', '=', userId)
      .where('account', 'in', ['cash', 'promo', 'reserve'])
      .orderBy('id')
      .execute();
    expect(ledger.map((l) => [l.kind, l.account, Number(l.amount_cents)])).toEqual([
      ['adjustment', 'cash', 12000],
      ['bonus_grant', 'promo', 1550],
      ['reserve_lock', 'reserve', 2000],
      ['bonus_forfeit', 'promo', -1550],
      ['bonus_forfeit', 'promo', 0],
      ['withdrawal', 'cash', -6000],
    ]);
    expect(ledger[4].reference).toBe('freeSpins:7');

    const list = await client.get('/transactions/withdrawals?page=1');
    expect(list.body).toEqual({
      success: true,
      count: 1,
      pageCount: 1,
      page: 1,
      transactions: [{ reference: w.body.reference, status: 'pending', amount: 60, currency: 'EUR', method: 'bank', createdTime: clock.t }],
    });

    const cancel = await client.post('/payment/cancelWithdraw', { reference: w.body.reference });
    expect(cancel.body).toEqual({ success: true, reference: w.body.reference, amount: 60, status: 'cancelled' });
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 120, promo: 0 }));
    const again = await client.post('/payment/cancelWithdraw', { reference: w.body.reference });
    expectError(again, 409, 100);
    expect(again.body.params).toEqual({ status: 'cancelled' });
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 120 }));
    expect((await client.get('/transactions/withdrawals')).body.transactions[0].status).toBe('cancelled');
    expect((await ledgerCheck(running.url, userId)).ok).toBe(true);
  });

  it('117 below the method minimum or above its maximum; 195 bad amount or method', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 200000 });
    const low = await client.post('/payment/withdraw', { amount: 9.99, method: 'bank' });
    expectError(low, 400, 117);
    expect(low.body.params).toEqual({ paymentLimit: { minAmount: 10 } });
    const high = await client.post('/payment/withdraw', { amount: 100000.01, method: 'bank' });
    expectError(high, 400, 117);
    expect(high.body.params).toEqual({ paymentLimit: { maxAmount: 100000 } });
    expectError(await client.post('/payment/withdraw', { amount: 0, method: 'bank' }), 400, 195);
    expectError(await client.post('/payment/withdraw', { amount: 20, method: 'paypal' }), 400, 195);
    expectError(await client.post('/payment/withdraw', { amount: 20 }), 400, 195);
    expectError(await new Client(running.url).post('/payment/withdraw', { amount: 20, method: 'bank' }), 401, 115);
  });

  it('127 withdrawal blocked, 232 transactions blocked (admin flags)', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 100 });
    await flags(running.url, userId, { withdrawalBlocked: true });
    expectError(await client.post('/payment/withdraw', { amount: 20, method: 'bank' }), 403, 127);
    await flags(running.url, userId, { withdrawalBlocked: false, transactionsBlocked: true });
    expectError(await client.post('/payment/withdraw', { amount: 20, method: 'bank' }), 403, 232);
    await flags(running.url, userId, { transactionsBlocked: false });
    expect((await client.post('/payment/withdraw', { amount: 20, method: 'bank' })).status).toBe(200);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 80 }));
  });

  it('a retried idempotency key answers the first withdrawal and moves money once, also in parallel', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 100 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/payment/withdraw', { amount: 30, method: 'bank', idempotencyKey: 'withdraw-1' })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.reference)).size).toBe(1);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 70 }));
    expect((await client.get('/transactions/withdrawals')).body.count).toBe(1);
  });

  it('concurrent withdrawals never overdraw; concurrent cancels return the money once', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 100 });
    const results = await Promise.all(Array.from({ length: 8 }, () => client.post('/payment/withdraw', { amount: 30, method: 'bank' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 400, 117);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 10 }));
    const ref = results.find((r) => r.status === 200)!.body.reference;
    const cancels = await Promise.all(Array.from({ length: 5 }, () => client.post('/payment/cancelWithdraw', { reference: ref })));
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 40 }));
    const sums = await ledgerSums(running, userId);
    expect(sums.cash).toBe(4000);
  });

  it('admin completes a pending withdrawal (paid); then it cannot be cancelled; completing twice is 409', async () => {
    const { client } = await newCustomerDeposit(running.url, 50);
    const w = await client.post('/payment/withdraw', { amount: 20, method: 'bank' });
    const done = await adminPost(running.url, `/sandbox/admin/withdrawals/${w.body.reference}/complete`);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, reference: w.body.reference, amount: 20, status: 'paid', userId: expect.any(Number) });
    expectError(await adminPost(running.url, `/sandbox/admin/withdrawals/${w.body.reference}/complete`), 409, 100);
    expectError(await client.post('/payment/cancelWithdraw', { reference: w.body.reference }), 409, 100);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 30 }));
    expect((await client.get('/transactions/withdrawals')).body.transactions[0].status).toBe('paid');
    const totals = (await client.get('/transactions/deposits?includeTotalAmounts=true')).body.totalAmounts;
    expect(totals).toEqual({ deposited: 50, withdrawn: 20, currency: 'EUR' });
    expectError(await adminPost(running.url, '/sandbox/admin/withdrawals/nope/complete'), 404, 100);
    const noToken = await fetch(`${running.url}/sandbox/admin/withdrawals/${w.body.reference}/complete`, { method: 'POST' });
    expect(noToken.status).toBe(403);
  });

  it("one player can neither see nor cancel another player's withdrawal", async () => {
    const a = await newPlayer(running.url);
    const b = await newPlayer(running.url);
    await grant(running.url, a.userId, { cash: 50 });
    const w = await a.client.post('/payment/withdraw', { amount: 20, method: 'bank' });
    expectError(await b.client.post('/payment/cancelWithdraw', { reference: w.body.reference }), 404, 100);
    expect((await b.client.get('/transactions/withdrawals')).body.count).toBe(0);
    expect(await balance(b.client)).toEqual(expect.objectContaining({ cash: 0 }));
    expect(await balance(a.client)).toEqual(expect.objectContaining({ cash: 30 }));
  });

  it('admin grant and flags need the admin token and an existing player', async () => {
    const r = await fetch(`${running.url}/sandbox/admin/players/1/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cash: 1 }),
    });
    expect(r.status).toBe(403);
    expectError(await adminPost(running.url, '/sandbox/admin/players/999999/grant', { cash: 1 }), 404, 100);
    expectError(await adminPost(running.url, '/sandbox/admin/players/999999/moneyFlags', { withdrawalBlocked: true }), 404, 100);
    const { userId } = await newPlayer(running.url);
    expectError(await adminPost(running.url, `/sandbox/admin/players/${userId}/grant`, { cash: -5 }), 400, 195);
    expectError(await adminPost(running.url, `/sandbox/admin/players/${userId}/grant`, { freeSpins: 3 }), 400, 195);
    expectError(await adminPost(running.url, `/sandbox/admin/players/${userId}/grant`, { freeSpins: 3, gameId: 99999 }), 404, 131);
  });
});
