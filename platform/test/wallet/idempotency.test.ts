import { randomUUID } from 'node:crypto';
import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, newPlayer } from '../accounts/helpers';
import { balance, decide, expectError, grant, launch, ledgerCheck, spin, storedDeposit } from './helpers';

/** Idempotency keys as payment APIs use them: same key + same payload replays, + another payload is 262 and moves nothing. */
describe.each(ENGINES)('wallet: idempotency keys (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });

  const rounds = async (userId: number) =>
    Number(
      (
        await running.database.db
          .selectFrom('game_round')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('player_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('spins: the same key with the same game and bet replays the round; another bet or game answers 262 and moves nothing', async () => {
    const { client, userId, email, password } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 50 });
    const token = await launch(client, 14);
    const other = await launch(client, 15);
    const key = randomUUID();
    const first = await spin(client, token, 1, key);
    expect(first.status).toBe(200);
    const after = await balance(client);
    const replay = await spin(client, token, 1, key);
    expect(replay.status).toBe(200);
    expect(replay.body.roundId).toBe(first.body.roundId);
    expectError(await spin(client, token, 2, key), 422, 262);
    expectError(await spin(client, other, 1, key), 422, 262);
    expect(await balance(client)).toEqual(after);
    expect(await rounds(userId)).toBe(1);
    // A day later (a new session) the key is still remembered.
    clock.advance(25 * 60 * 60 * 1000);
    expect((await client.post('/login', { email, password })).status).toBe(200);
    const token2 = await launch(client, 14);
    expect((await spin(client, token2, 1, key)).body.roundId).toBe(first.body.roundId);
    expectError(await spin(client, token2, 5, key), 422, 262);
    expect(await rounds(userId)).toBe(1);
    expect((await ledgerCheck(running.url, userId)).problems).toEqual([]);
  });

  it('withdrawals: the same key with the same amount and method replays; another amount answers 262 and moves nothing, also in parallel', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 100 });
    const key = randomUUID();
    const first = await client.post('/payment/withdraw', { amount: 30, method: 'bank', idempotencyKey: key });
    expect(first.status).toBe(200);
    const replay = await client.post('/payment/withdraw', { amount: 30, method: 'bank', idempotencyKey: key });
    expect(replay.status).toBe(200);
    expect(replay.body.reference).toBe(first.body.reference);
    const mixed = await Promise.all(
      [40, 30, 20, 30].map((amount) => client.post('/payment/withdraw', { amount, method: 'bank', idempotencyKey: key })),
    );
    expect(mixed.map((r) => r.status)).toEqual([422, 200, 422, 200]);
    expectError(mixed[0], 422, 262);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 70 }));
    expect((await client.get('/transactions/withdrawals')).body.count).toBe(1);
    // Another player's same key is that player's own.
    const other = await newPlayer(running.url);
    await grant(running.url, other.userId, { cash: 100 });
    expect((await other.client.post('/payment/withdraw', { amount: 40, method: 'bank', idempotencyKey: key })).status).toBe(200);
    expect((await ledgerCheck(running.url)).problems).toEqual([]);
  });

  it("deposits (a player's): the same key replays the same token; another amount answers 262 and starts nothing; approving the replayed token credits once", async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 1 });
    await storedDeposit(client, 10); // stores the bank detail
    const key = randomUUID();
    const body = { amount: 25, method: 'bank', idempotencyKey: key };
    const first = await client.post('/payment/confirmDeposit', body);
    expect(first.status).toBe(200);
    const again = await Promise.all([client.post('/payment/confirmDeposit', body), client.post('/payment/confirmDeposit', body)]);
    for (const r of again) expect(r.body).toEqual(first.body);
    expectError(await client.post('/payment/confirmDeposit', { ...body, amount: 26 }), 422, 262);
    const deposits = await running.database.db
      .selectFrom('payment_deposit')
      .select(['amount_cents'])
      .where('player_id', '=', userId)
      .execute();
    expect(deposits.map((d) => Number(d.amount_cents)).sort((a, b) => a - b)).toEqual([1000, 2500]);
    expect((await decide(client, first.body.redirectUrl, 'approve')).status).toBe(303);
    expect((await decide(client, first.body.redirectUrl, 'approve')).status).not.toBe(500);
    expect((await client.post('/payment/confirmDeposit', body)).body.token).toBe(first.body.token);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 36 }));
  });

  it("deposits (a new customer's): the key belongs to the browser; another method or country with it answers 262", async () => {
    const browser = new Client(running.url);
    const key = randomUUID();
    const body = {
      country: 'FIN',
      amount: 20,
      method: 'bank',
      currency: 'EUR',
      policyChecked: true,
      privacyPolicyChecked: true,
      idempotencyKey: key,
    };
    const first = await browser.post('/payment/initDeposit', body);
    expect(first.status).toBe(200);
    expect((await browser.post('/payment/initDeposit', body)).body.token).toBe(first.body.token);
    expectError(await browser.post('/payment/initDeposit', { ...body, country: 'EST' }), 422, 262);
    expectError(await browser.post('/payment/initDeposit', { ...body, amount: 21 }), 422, 262);
    // Another browser with the same key starts its own deposit.
    const stranger = await new Client(running.url).post('/payment/initDeposit', body);
    expect(stranger.status).toBe(200);
    expect(stranger.body.token).not.toBe(first.body.token);
    const status = await browser.post('/payment/depositStatus', { token: first.body.token });
    expect(status.body.status).toBe('pending');
  });
  it('the Idempotency-Key header carries the key (what the front retries by); a header unlike the body key is refused before anything moves', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 100 });
    const key = randomUUID();
    const withdrawByHeader = (amount: number, headerKey: string, bodyKey?: string) =>
      client.post('/payment/withdraw', { amount, method: 'bank', idempotencyKey: bodyKey }, { headers: { 'idempotency-key': headerKey } });
    const first = await withdrawByHeader(30, key);
    expect(first.status).toBe(200);
    // The front's retry sends the same request again: the same withdrawal, nothing moved twice.
    expect((await withdrawByHeader(30, key)).body.reference).toBe(first.body.reference);
    expect((await withdrawByHeader(30, key, key)).body.reference).toBe(first.body.reference);
    expectError(await withdrawByHeader(40, key), 422, 262);
    const mismatch = await withdrawByHeader(10, randomUUID(), randomUUID());
    expectError(mismatch, 400, 195);
    expect(mismatch.body.params).toMatchObject({ field: 'Idempotency-Key', in: 'headers' });
    expectError(await withdrawByHeader(10, 'short'), 400, 195);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 70 }));
    // A spin keyed by the header and its body alike replays its round.
    const token = await launch(client, 14);
    const spinKey = randomUUID();
    const spinWithHeader = () =>
      client.post(
        `/sandbox/slot/${encodeURIComponent(token)}/spin`,
        { bet: 1, idempotencyKey: spinKey },
        { as: 'json', headers: { origin: 'http://localhost:3000', 'idempotency-key': spinKey } },
      );
    const round = await spinWithHeader();
    expect(round.status).toBe(200);
    expect((await spinWithHeader()).body.roundId).toBe(round.body.roundId);
    expect(await rounds(userId)).toBe(1);
    expect((await ledgerCheck(running.url, userId)).problems).toEqual([]);
  });
});
