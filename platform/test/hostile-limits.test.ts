/**
 * What an attacker tries against the edges of the platform: rotating X-Forwarded-For to escape
 * the per-IP login limit, guessing one account's password, oversized and file-carrying bodies,
 * and answers that a cache or a browser could keep or misread.
 */
import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from './shared/helpers';
import { ADMIN_TOKEN, Client, Clock, expectError, newPlayer } from './accounts/helpers';

describe.each(ENGINES)('hostile clients at the edges (%s)', (engine) => {
  let testDb: TestDatabase;
  /** Trusts nobody's X-Forwarded-For, as a platform that is reached directly must. */
  let direct: RunningApp;
  /** Trusts the loopback proxy (the site's /api rewrite), the default. */
  let proxied: RunningApp;
  const clock = new Clock();

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    const accounts = { loginLimitPerIp: 4, loginLimitPerEmail: 3 };
    direct = await startApp(testDb, { adminToken: ADMIN_TOKEN, clock, accounts, trustedProxies: 'none' });
    proxied = await startApp(testDb, { adminToken: ADMIN_TOKEN, clock, accounts });
  });
  afterAll(async () => {
    await direct?.stop();
    await proxied?.stop();
    await testDb?.cleanup();
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy: rotating it does not escape the per-IP limit', async () => {
    clock.advance(16 * 60 * 1000);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const rotating = new Client(direct.url, `198.51.100.${i + 1}`);
      answers.push((await rotating.post('/login', { email: `guess${i}@example.test`, password: 'wrongpass' })).status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('believes the trusted proxy: clients behind it are limited one by one', async () => {
    clock.advance(16 * 60 * 1000);
    const first = new Client(proxied.url, '192.0.2.10');
    for (let i = 0; i < 4; i++) await first.post('/login', { email: `p${i}@example.test`, password: 'wrongpass' });
    expectError(await first.post('/login', { email: 'p9@example.test', password: 'wrongpass' }), 429, 429);
    expectError(await new Client(proxied.url, '192.0.2.11').post('/login', { email: 'p9@example.test', password: 'wrongpass' }), 401, 104);
  });

  it("takes the right-most address it does not trust: what a client wrote before the proxy's entry is ignored", async () => {
    clock.advance(16 * 60 * 1000);
    // The proxy (loopback) appended the client's address after whatever the client sent.
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const spoofing = new Client(proxied.url, `203.0.113.${i + 1}, 192.0.2.20`);
      answers.push((await spoofing.post('/login', { email: `spoof${i}@example.test`, password: 'wrongpass' })).status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
    // A trusted hop after the client (another proxy on loopback) is skipped too.
    expectError(
      await new Client(proxied.url, '192.0.2.20, 127.0.0.1').post('/login', { email: 'spoof9@example.test', password: 'wrongpass' }),
      429,
      429,
    );
    expectError(
      await new Client(proxied.url, '192.0.2.21, 127.0.0.1').post('/login', { email: 'spoof9@example.test', password: 'wrongpass' }),
      401,
      104,
    );
  });

  it('slows guesses at one account with a growing delay and a Retry-After header, and lets the owner in once the delay has passed', async () => {
    clock.advance(16 * 60 * 1000);
    const p = await newPlayer(proxied.url, {}, { login: false });
    const guess = (password: string) => new Client(proxied.url).post('/login', { email: p.email, password });
    for (let i = 0; i < 3; i++) expectError(await guess(`wrong${i}xx`), 401, 104);
    // Over the free failures: the next attempt, even with the right password, waits 1 s.
    const held = await guess(p.password);
    expectError(held, 429, 429);
    expect(held.headers.get('retry-after')).toBe('1');
    expect(held.body.params.retryAfterSeconds).toBe(1);
    clock.advance(1000);
    // The attacker's next wrong guess doubles the wait ...
    expectError(await guess('wrong9xx'), 401, 104);
    const longer = await guess(p.password);
    expectError(longer, 429, 429);
    expect(longer.headers.get('retry-after')).toBe('2');
    // ... which never grows past a minute, so the owner is never locked out for long.
    for (let i = 0; i < 10; i++) {
      clock.advance(60_000);
      await guess(`again${i}xx`);
    }
    expect((await guess(p.password)).headers.get('retry-after')).toBe('60');
    clock.advance(60_000);
    expect((await guess(p.password)).status).toBe(200);
  });

  it('answers nosniff on every answer and no-store on player data', async () => {
    const p = await newPlayer(proxied.url);
    for (const res of [
      await p.client.get('/player'),
      await p.client.get('/player/balance'),
      await new Client(proxied.url).get('/player'),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const cms = await new Client(proxied.url).get('/cms/suppliers');
    expect(cms.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a body over the form limit and a file sent to a route that takes none, changing nothing', async () => {
    const big = await fetch(`${proxied.url}/player/validate/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${'a'.repeat(2 * 1024 * 1024)}@example.test` }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).errorCode).toBe(100);

    const p = await newPlayer(proxied.url);
    const form = new FormData();
    form.append('nickname', 'fileSender1');
    form.append('file', new Blob([new Uint8Array(1000)]), 'x.png');
    const res = await fetch(`${proxied.url}/player/nickname`, { method: 'POST', headers: { cookie: p.client.cookie! }, body: form });
    expect(res.status).toBe(413);
    expect((await p.client.get('/player')).body.nickName).toBe(p.nickName);
  });

  it('refuses a cross-site form POST to a money endpoint', async () => {
    const p = await newPlayer(proxied.url);
    const res = await p.client.post(
      '/payment/withdraw',
      { amount: 10, method: 'bank' },
      { as: 'urlencoded', headers: { origin: 'https://evil.example' } },
    );
    expectError(res, 403, 100);
    const fetchSite = await p.client.post(
      '/payment/withdraw',
      { amount: 10, method: 'bank' },
      { as: 'urlencoded', headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expectError(fetchSite, 403, 100);
  });
});

describe('multipart fields over the form limit', () => {
  let testDb: TestDatabase;
  let running: RunningApp;
  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite');
    running = await startApp(testDb);
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it('are refused whole (413), never cut short and used', async () => {
    const form = new FormData();
    form.append('email', `${'a'.repeat(100 * 1024)}@example.test`);
    const res = await fetch(`${running.url}/player/validate/email`, { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect((await res.json()).errorCode).toBe(100);
  });
});
