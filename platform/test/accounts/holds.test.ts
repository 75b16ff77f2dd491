import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, expectError, newPlayer, outbox, registration, type Res } from './helpers';
import { EST, decide, grant, ledgerCheck, ledgerSums, newCustomerDeposit, storedDeposit } from '../wallet/helpers';

/**
 * Account holds (docs/product/flows.md "Account holds"; features/accounts/compliance.ts): what a
 * back office puts on a player, or on the operator's blocked countries and IPs, answers its code at
 * each door (login, deposit start and approval, withdraw init, withdraw) and moves nothing; the
 * admin endpoints are guarded; lifting the hold lets the player through again.
 */
type Hold = 'emailUnverified' | 'pepHit' | 'sourceOfFundsRequired' | 'riskBlocked' | 'amlBlocked' | 'paymentMethodsNotAllowed';

/** Each hold, its code, and whether it holds withdrawals too. */
const HOLDS: { hold: Hold; code: number; withdrawals: boolean }[] = [
  { hold: 'emailUnverified', code: 219, withdrawals: false },
  { hold: 'pepHit', code: 231, withdrawals: true },
  { hold: 'sourceOfFundsRequired', code: 234, withdrawals: false },
  { hold: 'riskBlocked', code: 235, withdrawals: true },
  { hold: 'amlBlocked', code: 260, withdrawals: true },
  { hold: 'paymentMethodsNotAllowed', code: 129, withdrawals: false },
];

const on = (hold: Hold) => (hold === 'paymentMethodsNotAllowed' ? { paymentMethodsNotAllowed: ['bank'] } : { [hold]: true });
const off = (hold: Hold) => (hold === 'paymentMethodsNotAllowed' ? { paymentMethodsNotAllowed: [] } : { [hold]: false });

describe.each(ENGINES)('account holds and the error catalogue (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });
  const db = () => running.database.db;

  async function setHold(userId: number, body: Record<string, unknown>): Promise<Res> {
    const res = await adminPost(running.url, `/sandbox/admin/players/${userId}/compliance`, body);
    expect(res.status).toBe(200);
    return res;
  }
  const accessBlocks = (body: Record<string, unknown>) => adminPost(running.url, '/sandbox/admin/accessBlocks', body);

  /** Everything a door could move for a player. */
  async function moved(playerId: number) {
    const count = async (table: 'payment_deposit' | 'payment_withdrawal') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('player_id', '=', playerId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const balance = await db()
      .selectFrom('player_balance')
      .select(['cash_cents', 'promo_cents', 'reserve_cents'])
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return {
      ledger: await ledgerSums(running, playerId),
      balance: balance && { cash: Number(balance.cash_cents), promo: Number(balance.promo_cents), reserve: Number(balance.reserve_cents) },
      deposits: await count('payment_deposit'),
      withdrawals: await count('payment_withdrawal'),
    };
  }

  /** A logged-in player with 100 € of cash who has made one deposit of 20 € (so a stored bank detail exists). */
  async function fundedPlayer() {
    const p = await newPlayer(running.url);
    await storedDeposit(p.client, 20);
    await grant(running.url, p.userId, { cash: 80 });
    return p;
  }

  describe('the admin endpoints', () => {
    it('are guarded: 403 without or with a wrong token, 404 for an unknown player, 400 for a bad body', async () => {
      const { userId } = await newPlayer(running.url, {}, { login: false });
      const path = `/sandbox/admin/players/${userId}/compliance`;
      const noToken = await fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pepHit: true }),
      });
      expect(noToken.status).toBe(403);
      const wrong = await fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': 'nope' },
        body: '{"pepHit":true}',
      });
      expect(wrong.status).toBe(403);
      expect((await fetch(`${running.url}${path}`)).status).toBe(403);
      expect(
        (
          await fetch(`${running.url}/sandbox/admin/accessBlocks`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"blocked":true,"countries":["SWE"]}',
          })
        ).status,
      ).toBe(403);
      expect((await fetch(`${running.url}/sandbox/admin/accessBlocks`)).status).toBe(403);

      expect((await adminPost(running.url, '/sandbox/admin/players/99999999/compliance', { pepHit: true })).status).toBe(404);
      for (const bad of [
        {},
        { pepHit: 'maybe' },
        { paymentMethodsNotAllowed: ['cash'] },
        { sourceOfFundsAbove: -1 },
        { sourceOfFundsAbove: 1e12 },
      ]) {
        expect((await adminPost(running.url, path, bad)).status).toBe(400);
      }
      for (const bad of [
        {},
        { blocked: true },
        { blocked: true, countries: ['FINLAND'] },
        { blocked: true, ips: ['not-an-ip'] },
        { blocked: true, countries: [] },
      ]) {
        expect((await accessBlocks(bad)).status).toBe(400);
      }
      // Nothing was set by the refused calls.
      const read = await fetch(`${running.url}${path}`, { headers: { 'x-admin-token': ADMIN_TOKEN } }).then((r) => r.json());
      expect(read).toMatchObject({
        success: true,
        userId,
        pepHit: false,
        riskBlocked: false,
        amlBlocked: false,
        paymentMethodsNotAllowed: [],
      });
    });

    it('set one hold at a time; the others keep their value', async () => {
      const { userId } = await newPlayer(running.url, {}, { login: false });
      await setHold(userId, { pepHit: true });
      const both = await setHold(userId, { riskBlocked: true, sourceOfFundsRequired: true, sourceOfFundsAbove: 50 });
      expect(both.body).toMatchObject({
        pepHit: true,
        riskBlocked: true,
        sourceOfFundsRequired: true,
        sourceOfFundsAbove: 50,
        amlBlocked: false,
      });
      expect((await setHold(userId, { pepHit: false })).body).toMatchObject({ pepHit: false, riskBlocked: true });
    });
  });

  describe.each(HOLDS)('$hold answers $code', ({ hold, code, withdrawals }) => {
    it('at deposit start (stored detail and with a session), before the bank; withdrawals as decided; login stays open; nothing moves', async () => {
      const { client, userId, email, password } = await fundedPlayer();
      await setHold(userId, on(hold));
      const before = await moved(userId);

      const stored = await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' });
      expectError(stored, 403, code);
      expect(stored.body.redirectUrl).toBeUndefined();
      const withSession = await client.post('/payment/initDeposit', {
        country: 'FIN',
        amount: 20,
        method: 'bank',
        currency: 'EUR',
        policyChecked: true,
        privacyPolicyChecked: true,
        returnUrl: '/fi',
      });
      expectError(withSession, 403, code);

      const init = await client.get('/payment/initWithdraw');
      const out = await client.post('/payment/withdraw', { amount: 10, method: 'bank' });
      if (withdrawals) {
        expectError(init, 403, code);
        expectError(out, 403, code);
        expect(await moved(userId)).toEqual(before);
      } else {
        expect(init.status).toBe(200);
        expect(out.status).toBe(200);
      }
      // The hold does not keep the player out.
      const again = new Client(running.url);
      expect((await again.post('/login', { email, password })).status).toBe(200);
      if (!withdrawals) expect((await moved(userId)).deposits).toBe(before.deposits);

      // Lifted, the player deposits and withdraws again.
      await setHold(userId, off(hold));
      const token = await storedDeposit(client, 20);
      expect((await client.post('/payment/depositStatus', { token })).body.status).toBe('ok');
      expect((await client.post('/payment/withdraw', { amount: 10, method: 'bank' })).status).toBe(200);
      expect((await ledgerCheck(running.url, userId)).ok).toBe(true);
    });

    it("at the bank's approval: a deposit started before the hold is declined with the code and credits nothing", async () => {
      const { client, userId } = await fundedPlayer();
      const init = await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' });
      expect(init.status).toBe(200);
      await setHold(userId, on(hold));
      const before = await moved(userId);
      expect((await decide(client, init.body.redirectUrl, 'approve')).status).toBe(303);
      const status = await client.post('/payment/depositStatus', { token: init.body.token });
      expect(status.body).toMatchObject({ status: 'declined', declineCode: code });
      expect(await moved(userId)).toEqual(before);
    });
  });

  it('source of funds holds only deposits that take the credited total over the check', async () => {
    const { client, userId } = await fundedPlayer(); // 20 € credited
    await setHold(userId, { sourceOfFundsRequired: true, sourceOfFundsAbove: 50 });
    const token = await storedDeposit(client, 30); // 50 in all: not over
    expect((await client.post('/payment/depositStatus', { token })).body.status).toBe('ok');
    expectError(await client.post('/payment/confirmDeposit', { amount: 10, method: 'bank' }), 403, 234);
  });

  it('email unverified: the player lifts it by verifying the email', async () => {
    const { client, userId, email } = await fundedPlayer();
    await setHold(userId, { emailUnverified: true });
    expect((await client.get('/player')).body.emailVerified).toBe(false);
    expectError(await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' }), 403, 219);
    expect((await client.get('/player/sendVerificationEmail')).status).toBe(200);
    const mails = await outbox(running.url, email, 'email');
    const shortCode = mails.find((m) => m.shortCode)?.shortCode; // newest first
    expect((await client.post('/player/verifyEmailShortCode', { code: shortCode })).status).toBe(200);
    expect((await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' })).status).toBe(200);
  });

  it('several holds: AML first, then PEP, risk, source of funds, email, method', async () => {
    const { client, userId } = await fundedPlayer();
    await setHold(userId, {
      amlBlocked: true,
      pepHit: true,
      riskBlocked: true,
      sourceOfFundsRequired: true,
      emailUnverified: true,
      paymentMethodsNotAllowed: ['bank'],
    });
    for (const [lift, next] of [
      ['amlBlocked', 231],
      ['pepHit', 235],
      ['riskBlocked', 234],
      ['sourceOfFundsRequired', 219],
      ['emailUnverified', 129],
    ] as const) {
      await setHold(userId, { [lift]: false });
      expectError(await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' }), 403, next);
    }
  });

  describe("the operator's blocked countries and IPs (108)", () => {
    it('a blocked country: registration and login answer 108; other countries pass; removed, the player logs in', async () => {
      const est = await newPlayer(running.url, { country: 'EST' }, { login: false });
      const fin = await newPlayer(running.url, {}, { login: false });
      const res = await accessBlocks({ blocked: true, countries: ['est'] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ countries: ['EST'], environment: { countries: [], ips: [] } });

      expectError(await new Client(running.url).post('/player/registerPlayer', registration({ country: 'EST' })), 403, 108);
      expectError(await new Client(running.url).post('/login', { email: est.email, password: est.password }), 403, 108);
      expect((await new Client(running.url).post('/login', { email: fin.email, password: fin.password })).status).toBe(200);
      // A new customer's deposit from the blocked country never reaches the bank.
      const payAndPlay = await new Client(running.url).post('/payment/initDeposit', {
        country: 'EST',
        amount: 20,
        method: 'bank',
        currency: 'EUR',
        policyChecked: true,
        privacyPolicyChecked: true,
        returnUrl: '/et',
      });
      expectError(payAndPlay, 403, 108);

      expect((await accessBlocks({ blocked: false, countries: ['EST'] })).body.countries).toEqual([]);
      expect((await new Client(running.url).post('/login', { email: est.email, password: est.password })).status).toBe(200);
    });

    it('a blocked client IP: registration, login, autoLogin and a new customer deposit answer 108 from it only', async () => {
      const p = await newPlayer(running.url, {}, { login: false });
      const blockedIp = '203.0.113.77';
      expect((await accessBlocks({ blocked: true, ips: [blockedIp] })).body.ips).toEqual([blockedIp]);
      const from = () => new Client(running.url, blockedIp);

      expectError(await from().post('/player/registerPlayer', registration()), 403, 108);
      expectError(await from().post('/login', { email: p.email, password: p.password }), 403, 108);
      const token = (await adminPost(running.url, `/sandbox/admin/players/${p.userId}/autoLoginToken`)).body.token;
      expectError(await from().post('/autoLogin', { t: token }), 403, 108);
      const before = Number(
        (
          await db()
            .selectFrom('payment_deposit')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expectError(
        await from().post('/payment/initDeposit', {
          country: 'FIN',
          amount: 20,
          method: 'bank',
          currency: 'EUR',
          policyChecked: true,
          privacyPolicyChecked: true,
          returnUrl: '/fi',
        }),
        403,
        108,
      );
      expect(
        Number(
          (
            await db()
              .selectFrom('payment_deposit')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(before);
      // Another IP is not concerned.
      expect((await new Client(running.url).post('/login', { email: p.email, password: p.password })).status).toBe(200);

      await accessBlocks({ blocked: false, ips: [blockedIp] });
      expect((await from().post('/login', { email: p.email, password: p.password })).status).toBe(200);
    });

    it("a new customer's deposit started before the country was blocked is declined at approval with 108 and credits nothing", async () => {
      const { nationalId } = EST[0];
      const { userId } = await newCustomerDeposit(running.url, 20, nationalId, 'EST');
      const c = new Client(running.url);
      const init = await c.post('/payment/initDeposit', {
        country: 'EST',
        amount: 20,
        method: 'bank',
        currency: 'EUR',
        policyChecked: true,
        privacyPolicyChecked: true,
        returnUrl: '/et',
      });
      expect(init.status).toBe(200);
      await accessBlocks({ blocked: true, countries: ['EST'] });
      try {
        const before = await moved(userId);
        expect((await decide(c, init.body.redirectUrl, 'approve', nationalId)).status).toBe(303);
        expect((await c.post('/payment/depositStatus', { token: init.body.token })).body).toMatchObject({
          status: 'declined',
          declineCode: 108,
        });
        expect(await moved(userId)).toEqual({ ...before, deposits: before.deposits + 1 });
      } finally {
        await accessBlocks({ blocked: false, countries: ['EST'] });
      }
    });
  });
});
