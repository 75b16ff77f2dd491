/**
 * Every id and token a player's answers reveal (deposit and bank-login tokens, the game launch
 * token, withdrawal references, round ids, stored payment details, free-spin bonus ids, bonus
 * wheel references, idempotency keys, document, support message and transaction ids), tried by a
 * second logged-in player and by an anonymous visitor: they get the answer for something that
 * does not exist (or 115), see none of the owner's data, and change nothing.
 */
import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from './shared/helpers';
import { ADMIN_TOKEN, Client, newPlayer, type Res } from './accounts/helpers';
import { ORIGIN, balance, decide, launch, ledgerCheck, newCustomerDeposit, platformPath, spin } from './wallet/helpers';

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
    for (const [who, c] of [
      ['another player', intruder],
      ['anonymous', new Client(running.url)],
    ] as const) {
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
      expectHidden(
        await c.post(platformPath(login.body.redirectUrl), { decision: 'cancel' }, { as: 'urlencoded', headers: ORIGIN }),
        'bank login cancel',
      );
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

  it("refuses the ids the owner's lists reveal, and keeps idempotency keys per player", async () => {
    // The owner: a welcome free-spin bonus (affiliate 1), a deposit that stores the bank detail and
    // earns a wheel spin, a game round, a withdrawal with a chosen key, a document and a support message.
    const owner = await newCustomerDeposit(running.url, 50);
    const o = owner.client;
    const affiliate = await newPlayer(running.url, { affiliateReference: '1' });
    const freeSpinsBonusId = (await affiliate.client.get('/player/bonuses/freeSpins')).body.bonuses.transactions[0].freeSpinsBonusId;
    const stored = (await o.get('/payment/methods')).body.methods[0].storedData[0];
    expect(stored).toEqual(expect.objectContaining({ reference: expect.any(String), maskedAccount: expect.any(String) }));
    const wheel = await o.post('/bonuswheel/spin');
    expect(wheel.status).toBe(200);
    const gameToken = await launch(o, GAME_ID);
    const spinKey = 'owner-spin-key-1';
    const round = await spin(o, gameToken, 0.1, spinKey);
    expect(round.status).toBe(200);
    const withdrawKey = 'owner-withdraw-key-1';
    const withdrawal = await o.post('/payment/withdraw', { amount: 10, method: 'bank', idempotencyKey: withdrawKey });
    expect(withdrawal.status).toBe(200);
    const form = new FormData();
    form.append('documentSide', 'any');
    form.append('documentType', 'passport');
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4 owner passport'))]), 'owner-passport.pdf');
    const doc = await fetch(`${running.url}/player/documentUpload`, {
      method: 'POST',
      body: form,
      headers: { cookie: o.cookie!, 'x-forwarded-for': o.ip },
    });
    expect(doc.status).toBe(200);
    const documentId = (await doc.json()).document.documentId;
    const support = await o.post('/player/support/contact', { topic: 'general', message: 'A question from the owner, please.' });
    expect(support.status).toBe(200);
    const ids = {
      deposits: (await o.get('/transactions/deposits')).body.transactions.map((t: { id: number }) => t.id),
      withdrawals: (await o.get('/transactions/withdrawals')).body.transactions.map((t: { reference: string }) => t.reference),
      rounds: (await o.get('/transactions/games')).body.transactions.map((t: { roundId: string }) => t.roundId),
    };
    expect(ids.rounds).toContain(round.body.roundId);
    const before = await balance(o);
    const ownerSecrets = [
      stored.reference,
      stored.maskedAccount,
      wheel.body.reference,
      withdrawal.body.reference,
      round.body.roundId,
      'owner-passport',
      'A question from the owner',
    ];

    const intruder = await newCustomerDeposit(running.url, 40);
    for (const [who, c] of [
      ['another player', intruder.client],
      ['anonymous', new Client(running.url)],
    ] as const) {
      const seen: string[] = [];
      const expectRefused = (res: Res, what: string, statuses: number[]) => {
        if (!statuses.includes(res.status)) seen.push(`${who} ${what}: ${res.status} ${res.text.slice(0, 160)}`);
        for (const secret of ownerSecrets) if (res.text.includes(String(secret))) seen.push(`${who} ${what} shows ${secret}`);
      };
      const player = who === 'another player';
      expectRefused(
        await c.post('/payment/confirmDeposit', { amount: 20, method: 'bank', storedDetailReference: stored.reference }),
        'deposit from the stored detail',
        player ? [400] : [401],
      );
      expectRefused(await c.post('/player/bonuses/freeSpins/cancel', { freeSpinsBonusId }), 'free-spin cancel', player ? [404] : [401]);
      expectRefused(
        await c.post('/bonuswheel/complete', { reference: wheel.body.reference }),
        'bonus wheel complete',
        player ? [404] : [401],
      );
      // The owner's keys make the intruder's own withdrawal and round, never answer the owner's.
      const w = await c.post('/payment/withdraw', { amount: 10, method: 'bank', idempotencyKey: withdrawKey });
      expectRefused(w, 'withdraw with the owner key', player ? [200] : [401]);
      if (player) expect(w.body.reference).not.toBe(withdrawal.body.reference);
      const ownToken = player ? await launch(c, GAME_ID) : gameToken;
      const r = await spin(c, ownToken, 0.1, spinKey);
      expectRefused(r, 'spin with the owner key', player ? [200] : [401, 404]);
      if (player) expect(r.body.roundId).not.toBe(round.body.roundId);
      // Lists answer only the asker's own records.
      for (const path of [
        '/player/documents',
        '/transactions/deposits',
        '/transactions/withdrawals',
        '/transactions/games',
        '/player/bonuses/freeSpins',
        '/payment/methods',
        '/bonuswheel/spin',
      ]) {
        const list = await c.get(path);
        expectRefused(list, path, player ? [200] : path === '/payment/methods' ? [200] : [401]);
        if (player && path.startsWith('/transactions/deposits')) {
          for (const id of ids.deposits) expect(list.body.transactions.map((t: { id: number }) => t.id)).not.toContain(id);
        }
      }
      expect(seen).toEqual([]);
    }

    // The owner's records are as they were.
    expect(await balance(o)).toEqual(before);
    expect((await affiliate.client.get('/player/bonuses/freeSpins')).body.bonuses.transactions[0]).toEqual(
      expect.objectContaining({ freeSpinsBonusId, freeSpins: 20 }),
    );
    expect((await o.get('/bonuswheel/spin')).body.pending).toEqual(expect.objectContaining({ reference: wheel.body.reference }));
    expect((await o.get('/transactions/withdrawals')).body.transactions.map((t: { reference: string }) => t.reference)).toEqual(
      ids.withdrawals,
    );
    expect((await o.get('/player/documents')).body.documents.map((d: { documentId: number }) => d.documentId)).toEqual([documentId]);
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  });
});
