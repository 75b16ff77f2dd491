import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, expectError, freshIp, newPlayer, registration } from './helpers';

const IDLE_MS = 5 * 60 * 1000;

describe.each(ENGINES)('accounts: login, sessions and rate limits (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  const clock = new Clock();
  const BLOCKED_IP = '203.0.113.66';

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, {
      adminToken: ADMIN_TOKEN,
      clock,
      accounts: {
        sessionIdleMs: IDLE_MS,
        loginLimitPerIp: 8,
        loginLimitPerEmail: 3,
        validateLimitPerIp: 5,
        blockedIps: [BLOCKED_IP],
        blockedCountries: ['SWE'],
      },
    });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it('logs in, sets an HttpOnly SameSite=Lax Path=/ cookie (not Secure outside production) and stores only its hash', async () => {
    const p = await newPlayer(running.url, {}, { login: false });
    const c = new Client(running.url);
    const res = await c.post('/login', {
      email: p.email.toUpperCase(),
      password: p.password,
      policyChecked: true,
      privacyPolicyChecked: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, userId: p.userId });
    expect(res.setCookies).toHaveLength(1);
    const cookie = res.setCookies[0];
    expect(cookie).toMatch(/^casino_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).not.toMatch(/Max-Age|Expires/);

    const token = decodeURIComponent(c.cookie!.split('=')[1]);
    const rows = await running.database.db
      .selectFrom('player_session')
      .select(['token_hash', 'player_id'])
      .where('player_id', '=', p.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);

    const me = await c.get('/player');
    expect(me.status).toBe(200);
    expect(me.body.userId).toBe(p.userId);
  });

  it('sets Secure on the cookie in production mode', async () => {
    const prod = await startApp(testDb, { clock, accounts: { cookieSecure: true } });
    try {
      const p = await newPlayer(prod.url, {}, { login: false, activate: false });
      await running.database.db.updateTable('player').set({ activated: 1 }).where('id', '=', p.userId).execute();
      const res = await new Client(prod.url).post('/login', { email: p.email, password: p.password });
      expect(res.status).toBe(200);
      expect(res.setCookies[0]).toMatch(/; Secure/);
    } finally {
      await prod.stop();
    }
  });

  it('answers 104 for a wrong password or unknown email, 107 for blank fields, 110 for a non-email', async () => {
    const p = await newPlayer(running.url, {}, { login: false });
    const c = new Client(running.url);
    expectError(await c.post('/login', { email: p.email, password: 'wrongpass' }), 401, 104);
    expectError(await c.post('/login', { email: 'nobody@example.test', password: 'whatever1' }), 401, 104);
    expectError(await c.post('/login', { email: '', password: 'x' }), 401, 107);
    expectError(await c.post('/login', { email: p.email }), 401, 107);
    expectError(await c.post('/login', {}), 401, 107);
    expectError(await c.post('/login', { email: 'not-an-email', password: 'secret12' }), 401, 110);
    expect(c.cookie).toBeUndefined();
  });

  it('answers 114 before activation', async () => {
    const p = await newPlayer(running.url, {}, { activate: false });
    expectError(await new Client(running.url).post('/login', { email: p.email, password: p.password }), 403, 114);
  });

  it('answers 111 when frozen and 210 when inactive, with expireTimestamp when the block ends; the block lifts after it', async () => {
    const p = await newPlayer(running.url, {}, { login: false });
    const c = new Client(running.url);
    const frozen = await adminPost(running.url, `/sandbox/admin/players/${p.userId}/status`, { status: 'frozen' });
    expect(frozen.body).toEqual({ success: true, userId: p.userId, status: 'frozen', until: null });
    expectError(await c.post('/login', { email: p.email, password: p.password }), 403, 111);
    // A wrong password still says 104 (no status leak).
    expectError(await c.post('/login', { email: p.email, password: 'wrongpass' }), 401, 104);

    await adminPost(running.url, `/sandbox/admin/players/${p.userId}/status`, { status: 'inactive' });
    const forever = await c.post('/login', { email: p.email, password: p.password });
    expectError(forever, 403, 210);
    expect(forever.body.params).toBeUndefined();

    const until = clock.t + 3600 * 1000;
    await adminPost(running.url, `/sandbox/admin/players/${p.userId}/status`, { status: 'inactive', until });
    const timed = await c.post('/login', { email: p.email, password: p.password });
    expectError(timed, 403, 210);
    expect(timed.body.params).toEqual({ expireTimestamp: until });

    clock.advance(3600 * 1000);
    expect((await c.post('/login', { email: p.email, password: p.password })).status).toBe(200);
  });

  it('ends the sessions of a player who is frozen', async () => {
    const p = await newPlayer(running.url);
    expect((await p.client.get('/player')).status).toBe(200);
    await adminPost(running.url, `/sandbox/admin/players/${p.userId}/status`, { status: 'frozen' });
    expectError(await p.client.get('/player'), 401, 115);
    await adminPost(running.url, `/sandbox/admin/players/${p.userId}/status`, { status: 'active' });
  });

  it('admin status endpoint: token guarded, 404 for an unknown player, 195 for a bad status', async () => {
    const p = await newPlayer(running.url, {}, { login: false });
    const c = new Client(running.url);
    expectError(await c.post(`/sandbox/admin/players/${p.userId}/status`, { status: 'frozen' }), 403, 100);
    expectError(await adminPost(running.url, '/sandbox/admin/players/999999/status', { status: 'frozen' }), 404, 100);
    const bad = await adminPost(running.url, `/sandbox/admin/players/${p.userId}/status`, { status: 'banned' });
    expectError(bad, 400, 195);
    expect(bad.body.params.field).toBe('status');
  });

  it('answers 108 for a blocked IP and for a player of a blocked country', async () => {
    const p = await newPlayer(running.url, {}, { login: false });
    expectError(await new Client(running.url, BLOCKED_IP).post('/login', { email: p.email, password: p.password }), 403, 108);
    expectError(await new Client(running.url, BLOCKED_IP).post('/player/registerPlayer', registration()), 403, 108);
    const swede = await newPlayer(running.url, {}, { login: false });
    await running.database.db.updateTable('player').set({ country: 'SWE' }).where('id', '=', swede.userId).execute();
    expectError(await new Client(running.url).post('/login', { email: swede.email, password: swede.password }), 403, 108);
  });

  it('rate limits login attempts per IP (429 after the limit, other IPs unaffected)', async () => {
    const p = await newPlayer(running.url, {}, { login: false });
    const c = new Client(running.url);
    for (let i = 0; i < 8; i++) {
      expectError(await c.post('/login', { email: `x${i}@example.test`, password: 'wrongpass' }), 401, 104);
    }
    const limited = await c.post('/login', { email: p.email, password: p.password });
    expectError(limited, 429, 429);
    expect(c.cookie).toBeUndefined();
    // Another client IP (X-Forwarded-For from the loopback proxy) is not limited.
    expect((await new Client(running.url).post('/login', { email: p.email, password: p.password })).status).toBe(200);
    // The window passes.
    clock.advance(15 * 60 * 1000);
    expect((await c.post('/login', { email: p.email, password: p.password })).status).toBe(200);
  });

  it('rate limits failed logins per email across IPs (429 even with the right password)', async () => {
    const p = await newPlayer(running.url, {}, { login: false });
    for (let i = 0; i < 3; i++) {
      expectError(await new Client(running.url).post('/login', { email: p.email, password: `wrong${i}xx` }), 401, 104);
    }
    expectError(await new Client(running.url).post('/login', { email: p.email, password: p.password }), 429, 429);
    // Another account from the same IP is fine.
    const q = await newPlayer(running.url, {}, { login: false });
    expect((await new Client(running.url).post('/login', { email: q.email, password: q.password })).status).toBe(200);
    clock.advance(15 * 60 * 1000 + 1);
    expect((await new Client(running.url).post('/login', { email: p.email, password: p.password })).status).toBe(200);
  });

  it('GET /session/status answers 200 with loggedIn, with or without a session (never 401)', async () => {
    const anonymous = await new Client(running.url).get('/session/status');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ success: true, loggedIn: false });
    const p = await newPlayer(running.url);
    expect((await p.client.get('/session/status')).body).toEqual({ success: true, loggedIn: true });
    const stolen = p.client.cookie;
    await p.client.post('/logout');
    const ended = new Client(running.url);
    ended.cookie = stolen;
    const after = await ended.get('/session/status');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ success: true, loggedIn: false });
  });

  it('logout ends the server session: the old cookie answers 115 afterwards', async () => {
    const p = await newPlayer(running.url);
    const stolen = p.client.cookie;
    const out = await p.client.post('/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(out.setCookies[0]).toMatch(/casino_session=;.*Max-Age=0/);
    expectError(await p.client.get('/player'), 401, 115);
    const replay = new Client(running.url);
    replay.cookie = stolen;
    expectError(await replay.get('/player'), 401, 115);
    // Logging out without a session also succeeds.
    expect((await new Client(running.url).post('/logout')).status).toBe(200);
  });

  it('expires an idle session (115) and keeps an active one alive', async () => {
    const p = await newPlayer(running.url);
    clock.advance(IDLE_MS - 1000);
    expect((await p.client.get('/player')).status).toBe(200); // activity refreshes the idle timer
    clock.advance(IDLE_MS - 1000);
    expect((await p.client.get('/player')).status).toBe(200);
    clock.advance(IDLE_MS);
    const expired = await p.client.get('/player');
    expectError(expired, 401, 115);
    clock.advance(1000);
    expectError(await p.client.get('/player'), 401, 115);
  });

  it('answers 115 without a cookie or with a forged one on every session endpoint', async () => {
    const c = new Client(running.url);
    const forged = new Client(running.url);
    forged.cookie = 'casino_session=forged-token-value';
    for (const client of [c, forged]) {
      for (const path of [
        '/player',
        '/player/activity',
        '/verification/status',
        '/player/sendVerificationSms',
        '/player/sendVerificationEmail',
        '/player/smsVerificationHistory',
      ]) {
        expectError(await client.get(path), 401, 115);
      }
      for (const [path, body] of [
        ['/player/updateFields', { city: 'Turku' }],
        ['/player/email', { email: 'a@example.test' }],
        ['/player/nickname', { nickname: 'someone' }],
        ['/player/phonenumber', { phonenumber: '+358401111111' }],
        ['/player/verifySmsShortCode', { code: '123456' }],
        ['/player/updatePassword', { password: 'secret99', confirmPassword: 'secret99' }],
        ['/player/addPassword', { password: 'secret99', confirmPassword: 'secret99' }],
        [
          '/player/completeAccount',
          {
            nickName: 'abc',
            email: 'a@example.test',
            countryCode: '+358',
            phoneNumber: '401234567',
            password: 'secret99',
            confirmPassword: 'secret99',
          },
        ],
      ] as [string, Record<string, string>][]) {
        expectError(await client.post(path, body), 401, 115);
      }
    }
  });

  it('a new login from the same browser replaces the previous session', async () => {
    const a = await newPlayer(running.url);
    const b = await newPlayer(running.url, {}, { login: false });
    const oldCookie = a.client.cookie;
    expect((await a.client.post('/login', { email: b.email, password: b.password })).status).toBe(200);
    expect((await a.client.get('/player')).body.userId).toBe(b.userId);
    const old = new Client(running.url);
    old.cookie = oldCookie;
    expectError(await old.get('/player'), 401, 115);
  });

  it('records logins in the activity list, newest first', async () => {
    const p = await newPlayer(running.url);
    const first = await p.client.get('/player/activity');
    expect(first.body).toEqual({ success: true, activities: [{ createdTime: clock.t, type: 'login' }] });
    clock.advance(60000);
    await p.client.post('/login', { email: p.email, password: p.password });
    const after = await p.client.get('/player/activity');
    expect(after.body.activities).toHaveLength(2);
    expect(after.body.activities[0].createdTime).toBe(clock.t);
    expect((await p.client.get('/player')).body.lastLoginTime).toBe(clock.t);
  });

  it('autoLogin with an admin-issued token: one use, 10 minutes, status checks apply', async () => {
    const p = await newPlayer(running.url, {}, { login: false });
    const t1 = (await adminPost(running.url, `/sandbox/admin/players/${p.userId}/autoLoginToken`)).body.token;
    const c = new Client(running.url);
    const res = await c.post('/autoLogin', { t: t1, policyChecked: true, privacyPolicyChecked: true });
    expect(res.status).toBe(200);
    expect(res.setCookies[0]).toMatch(/HttpOnly/);
    expect((await c.get('/player')).body.userId).toBe(p.userId);
    expect((await c.get('/player/activity')).body.activities[0].type).toBe('autoLogin');
    expectError(await new Client(running.url).post('/autoLogin', { t: t1 }), 401, 104);

    const t2 = (await adminPost(running.url, `/sandbox/admin/players/${p.userId}/autoLoginToken`)).body.token;
    clock.advance(10 * 60 * 1000 + 1);
    expectError(await new Client(running.url).post('/autoLogin', { t: t2 }), 401, 104);

    const t3 = (await adminPost(running.url, `/sandbox/admin/players/${p.userId}/autoLoginToken`)).body.token;
    await adminPost(running.url, `/sandbox/admin/players/${p.userId}/status`, { status: 'frozen' });
    expectError(await new Client(running.url).post('/autoLogin', { t: t3 }), 403, 111);
    await adminPost(running.url, `/sandbox/admin/players/${p.userId}/status`, { status: 'active' });
    expectError(await new Client(running.url).post('/autoLogin', {}), 400, 195);
  });

  it('takes the client IP from X-Forwarded-For only through a loopback proxy', async () => {
    // Requests in these tests come from 127.0.0.1 and carry X-Forwarded-For: the forwarded IP is used,
    // which the per-IP limit and the IP block above already show. A fresh IP is not blocked:
    const p = await newPlayer(running.url, {}, { login: false });
    expect((await new Client(running.url, freshIp()).post('/login', { email: p.email, password: p.password })).status).toBe(200);
  });
});
