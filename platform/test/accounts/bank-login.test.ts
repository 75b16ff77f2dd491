import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, expectError, newPlayer, outbox, unique } from './helpers';
import { TEST_IDENTITIES, hetu, isikukood } from '../../src/sandbox/bank/identities';

describe.each(ENGINES)('accounts: bank login (pay-and-play) and account completion (%s)', (engine) => {
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

  /** The browser follows redirectUrl through the site's /api rewrite; here we strip /api. */
  const platformPath = (redirectUrl: string) => redirectUrl.replace(/^\/api/, '');

  async function approve(c: Client, init: { country: string; lang?: string; returnUrl?: string }, identity: string) {
    const start = await c.post('/payment/initLogin', { method: 'bank', ...init });
    expect(start.status).toBe(200);
    const page = await c.get(platformPath(start.body.redirectUrl));
    expect(page.status).toBe(200);
    const decided = await c.post(
      platformPath(start.body.redirectUrl),
      { decision: 'approve', identity },
      { as: 'urlencoded', headers: { origin: 'http://localhost:3000' } },
    );
    return { start, page, decided };
  }

  it('full flow: initLogin → simulator page → approve → 303 to returnUrl → loginStatus approved + cookie → GET /player without email', async () => {
    const c = new Client(running.url);
    expectError(await c.get('/player'), 401, 115);
    const start = await c.post('/payment/initLogin', { country: 'FIN', method: 'trustly', lang: 'en', returnUrl: '/en/deposit?x=1#top' });
    expect(start.status).toBe(200);
    expect(start.body).toEqual({ success: true, token: expect.any(String), redirectUrl: `/api/sandbox/bank/login/${start.body.token}` });
    // No session yet: only the browser binding cookie that ties the token to this browser.
    expect(start.setCookies).toEqual([expect.stringMatching(/^casino_browser=[\w-]{20,}; Path=\/; HttpOnly; SameSite=Lax$/)]);
    expect((await c.post('/payment/loginStatus', { token: start.body.token })).body).toEqual({ success: true, status: 'pending' });

    const page = await c.get(platformPath(start.body.redirectUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toMatch(/<html lang="en">/);
    expect(page.text).toContain('Bank identification');
    expect(page.text).toContain(`action="/api/sandbox/bank/login/${start.body.token}"`);
    expect(page.text).not.toMatch(/<script|https?:\/\//);
    const finns = TEST_IDENTITIES.filter((i) => i.country === 'FIN');
    expect(finns).toHaveLength(3);
    for (const person of finns) expect(page.text).toContain(person.nationalId);
    expect(page.text).not.toContain(TEST_IDENTITIES.find((i) => i.country === 'EST')!.nationalId);
    expect(page.text).toContain('value="new"');

    const matti = finns[0];
    const decided = await c.post(
      platformPath(start.body.redirectUrl),
      { decision: 'approve', identity: matti.nationalId },
      { as: 'urlencoded', headers: { origin: 'http://localhost:3000' } },
    );
    expect(decided.status).toBe(303);
    expect(decided.headers.get('location')).toBe(`/en/deposit?x=1&bankLogin=${encodeURIComponent(start.body.token)}#top`);

    const status = await c.post('/payment/loginStatus', { token: start.body.token });
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ success: true, status: 'approved', userId: expect.any(Number) });
    expect(status.setCookies[0]).toMatch(/^casino_session=.*HttpOnly; SameSite=Lax/);

    const me = await c.get('/player');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(
      expect.objectContaining({
        userId: status.body.userId,
        email: null,
        nickName: null,
        phoneNumber: null,
        firstName: matti.firstName,
        lastName: matti.lastName,
        birthDate: matti.birthDate,
        country: 'FIN',
        language: 'en',
        hasPassword: false,
        accountComplete: false,
      }),
    );
    expect((await c.get('/verification/status')).body.identityVerified).toBe(true);
    expect((await c.get('/player/activity')).body.activities).toEqual([{ createdTime: clock.t, type: 'bank' }]);

    // A second call (another tab of the same browser) reports the status but starts no second
    // session; another browser holding the token learns nothing, on the status or the bank page.
    const tab = c.sameBrowser();
    const again = await tab.post('/payment/loginStatus', { token: start.body.token });
    expect(again.body).toEqual({ success: true, status: 'approved' });
    expect(again.setCookies).toEqual([]);
    expectError(await tab.get('/player'), 401, 115);
    const stranger = new Client(running.url);
    expectError(await stranger.post('/payment/loginStatus', { token: start.body.token }), 404, 100);
    const strangerPage = await stranger.get(platformPath(start.body.redirectUrl));
    expect(strangerPage.status).toBe(404);
    expect(strangerPage.text).toContain('<meta name="error-code" content="100">');

    // The page now shows the state; deciding again is refused.
    const done = await c.get(platformPath(start.body.redirectUrl));
    expect(done.text).toContain('The identification was approved.');
    const twice = await c.post(platformPath(start.body.redirectUrl), { decision: 'cancel' });
    expect(twice.status).toBe(409);
    // The same decision again (a double click, the front trying another instance) sends the player back as the first time.
    expect((await c.post(platformPath(start.body.redirectUrl), { decision: 'approve', identity: 'new' })).status).toBe(303);

    // The same person again finds the same player.
    const c2 = new Client(running.url);
    const second = await approve(c2, { country: 'FIN' }, matti.nationalId);
    expect(second.decided.headers.get('location')).toBe(`/?bankLogin=${encodeURIComponent(second.start.body.token)}`);
    const status2 = await c2.post('/payment/loginStatus', { token: second.start.body.token });
    expect(status2.body.userId).toBe(status.body.userId);
    expect((await c2.get('/player/activity')).body.activities).toHaveLength(2);
  });

  it('parallel loginStatus calls after approval start exactly one session', async () => {
    const c = new Client(running.url);
    const { start } = await approve(c, { country: 'EST' }, 'new');
    const clients = Array.from({ length: 5 }, () => c.sameBrowser());
    const answers = await Promise.all(clients.map((x) => x.post('/payment/loginStatus', { token: start.body.token })));
    expect(answers.every((r) => r.status === 200 && r.body.status === 'approved')).toBe(true);
    expect(answers.filter((r) => r.setCookies.length > 0)).toHaveLength(1);
    expect(answers.filter((r) => r.body.userId !== undefined)).toHaveLength(1);
  });

  it('cancel: 303 back with the token, loginStatus cancelled, no session', async () => {
    const c = new Client(running.url);
    const start = await c.post('/payment/initLogin', { country: 'EST', method: 'bank', lang: 'et', returnUrl: '/et' });
    const page = await c.get(platformPath(start.body.redirectUrl));
    expect(page.text).toMatch(/<html lang="et">/);
    expect(page.text).toContain('Pangalink');
    expect(page.text).toContain('Mari');
    const res = await c.post(platformPath(start.body.redirectUrl), { decision: 'cancel' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/et?bankLogin=${encodeURIComponent(start.body.token)}`);
    const status = await c.post('/payment/loginStatus', { token: start.body.token });
    expect(status.body).toEqual({ success: true, status: 'cancelled' });
    expect(status.setCookies).toEqual([]);
    expectError(await c.get('/player'), 401, 115);
  });

  it('the page is Finnish by default; an identity of the other country or none is refused with the form again (400)', async () => {
    const c = new Client(running.url);
    const start = await c.post('/payment/initLogin', { country: 'FIN', method: 'bank' });
    const path = platformPath(start.body.redirectUrl);
    const page = await c.get(path);
    expect(page.text).toMatch(/<html lang="fi">/);
    expect(page.text).toContain('Pankkitunnistautuminen');
    const est = TEST_IDENTITIES.find((i) => i.country === 'EST')!;
    const wrong = await c.post(path, { decision: 'approve', identity: est.nationalId });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Valitse henkilö ennen hyväksymistä.');
    expect((await c.post(path, { decision: 'approve' })).status).toBe(400);
    expect((await c.post('/payment/loginStatus', { token: start.body.token })).body.status).toBe('pending');
  });

  it('"new random identity" creates a fresh unique player each time', async () => {
    const ids = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const c = new Client(running.url);
      const { start, decided } = await approve(c, { country: i === 1 ? 'EST' : 'FIN' }, 'new');
      expect(decided.status).toBe(303);
      const st = await c.post('/payment/loginStatus', { token: start.body.token });
      expect(st.body.status).toBe('approved');
      ids.add(st.body.userId);
      const me = (await c.get('/player')).body;
      expect(me.email).toBeNull();
      expect(me.firstName.length).toBeGreaterThan(0);
      expect(me.country).toBe(i === 1 ? 'EST' : 'FIN');
    }
    expect(ids.size).toBe(3);
  });

  it('expires a pending login after 15 minutes', async () => {
    const c = new Client(running.url);
    const start = await c.post('/payment/initLogin', { country: 'FIN', method: 'bank', lang: 'en' });
    clock.advance(15 * 60 * 1000);
    expect((await c.post('/payment/loginStatus', { token: start.body.token })).body.status).toBe('expired');
    const page = await c.get(platformPath(start.body.redirectUrl));
    expect(page.text).toContain('The identification expired.');
    expect((await c.post(platformPath(start.body.redirectUrl), { decision: 'approve', identity: 'new' })).status).toBe(409);
  });

  it('validates initLogin: country FIN|EST, method, lang, relative returnUrl', async () => {
    const c = new Client(running.url);
    for (const [body, field] of [
      [{ country: 'SWE', method: 'bank' }, 'country'],
      [{ country: 'FIN' }, 'method'],
      [{ country: 'FIN', method: 'bank', lang: 'sv' }, 'lang'],
      [{ country: 'FIN', method: 'bank', returnUrl: 'https://evil.example/' }, 'returnUrl'],
      [{ country: 'FIN', method: 'bank', returnUrl: '//evil.example/' }, 'returnUrl'],
      [{ country: 'FIN', method: 'bank', returnUrl: '/\\evil.example' }, 'returnUrl'],
      [{ country: 'FIN', method: 'bank', returnUrl: 'fi/deposit' }, 'returnUrl'],
    ] as [Record<string, string>, string][]) {
      const res = await c.post('/payment/initLogin', body);
      expectError(res, 400, 195);
      expect(res.body.params.field).toBe(field);
    }
    expectError(await c.post('/payment/loginStatus', { token: 'unknown' }), 404, 100);
    const unknownPage = await c.get('/sandbox/bank/login/unknown');
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.text).toContain('Tunnistautumista ei löytynyt.');
  });

  it('a frozen bank player gets 111 from loginStatus and no session', async () => {
    const c = new Client(running.url);
    const juha = TEST_IDENTITIES.find((i) => i.firstName === 'Juha')!;
    const first = await approve(c, { country: 'FIN' }, juha.nationalId);
    const userId = (await c.post('/payment/loginStatus', { token: first.start.body.token })).body.userId;
    await adminPost(running.url, `/sandbox/admin/players/${userId}/status`, { status: 'frozen' });
    const c2 = new Client(running.url);
    const second = await approve(c2, { country: 'FIN' }, juha.nationalId);
    expectError(await c2.post('/payment/loginStatus', { token: second.start.body.token }), 403, 111);
    expect(c2.cookie).toBeUndefined();
    await adminPost(running.url, `/sandbox/admin/players/${userId}/status`, { status: 'active' });
  });

  it('uses PLATFORM_PUBLIC_PATH for redirectUrl and the form action; bank login is off without the sandbox (119)', async () => {
    const other = await startApp(testDb, { accounts: { publicPath: '/casino-api/' } });
    try {
      const c = new Client(other.url);
      const start = await c.post('/payment/initLogin', { country: 'FIN', method: 'bank' });
      expect(start.body.redirectUrl).toBe(`/casino-api/sandbox/bank/login/${start.body.token}`);
      const page = await c.get(start.body.redirectUrl.replace('/casino-api', ''));
      expect(page.text).toContain(`action="/casino-api/sandbox/bank/login/${start.body.token}"`);
    } finally {
      await other.stop();
    }
    const prod = await startApp(testDb, { sandboxEnabled: false });
    try {
      const c = new Client(prod.url);
      expectError(await c.post('/payment/initLogin', { country: 'FIN', method: 'bank' }), 503, 119);
      expectError(await c.get('/sandbox/bank/login/anything'), 404, 100);
    } finally {
      await prod.stop();
    }
  });

  it('refuses a simulator POST from a foreign origin (403)', async () => {
    const c = new Client(running.url);
    const start = await c.post('/payment/initLogin', { country: 'FIN', method: 'bank' });
    const res = await c.post(
      platformPath(start.body.redirectUrl),
      { decision: 'approve', identity: 'new' },
      { headers: { origin: 'https://evil.example' } },
    );
    expectError(res, 403, 100);
  });

  describe('account completion of a bank-login player', () => {
    async function bankPlayer(): Promise<Client> {
      const c = new Client(running.url);
      const { start } = await approve(c, { country: 'FIN' }, 'new');
      await c.post('/payment/loginStatus', { token: start.body.token });
      return c;
    }
    const complete = (over: Record<string, string> = {}) => ({
      nickName: `b_${unique()}`.slice(0, 20),
      email: `${unique()}@example.test`,
      countryCode: '+358',
      phoneNumber: `040${String(Date.now()).slice(-7)}`,
      password: 'bankpass1',
      confirmPassword: 'bankpass1',
      ...over,
    });

    it.each(['nickName', 'email', 'countryCode', 'phoneNumber', 'password', 'confirmPassword'])('requires %s (195)', async (field) => {
      const c = await bankPlayer();
      const body = complete();
      delete (body as Record<string, string>)[field];
      const res = await c.post('/player/completeAccount', body);
      expectError(res, 400, 195);
      expect(res.body.params.field).toBe(field);
    });

    it('checks the rules: 195 invalid fields, 213 mismatch, 104 invalid password, 180 duplicates', async () => {
      const c = await bankPlayer();
      const existing = await newPlayer(running.url, { phoneNumber: `+35845${String(Date.now()).slice(-7)}` }, { login: false });
      for (const [over, field] of [
        [{ email: 'bad' }, 'email'],
        [{ nickName: 'a' }, 'nickName'],
        [{ phoneNumber: 'abc' }, 'phoneNumber'],
        [{ countryCode: 'abc' }, 'countryCode'],
      ] as [Record<string, string>, string][]) {
        const res = await c.post('/player/completeAccount', complete(over));
        expectError(res, 400, 195);
        expect(res.body.params.field).toBe(field);
      }
      expectError(await c.post('/player/completeAccount', complete({ confirmPassword: 'other123' })), 400, 213);
      expectError(await c.post('/player/completeAccount', complete({ password: 'abc', confirmPassword: 'abc' })), 400, 104);
      const dupEmail = await c.post('/player/completeAccount', complete({ email: existing.email }));
      expectError(dupEmail, 409, 180);
      expect(dupEmail.body.params.field).toBe('email');
      expectError(await c.post('/player/completeAccount', complete({ nickName: existing.nickName })), 409, 180);
      const me = (await c.get('/player')).body;
      expect(me.email).toBeNull();
      expect(me.hasPassword).toBe(false);
    });

    it('completes the account: email unverified with a code, password login works, a second completion is 180', async () => {
      const c = await bankPlayer();
      const data = complete();
      const res = await c.post('/player/completeAccount', data);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        expect.objectContaining({
          success: true,
          nickName: data.nickName,
          email: data.email,
          emailVerified: false,
          phoneNumber: `+358${data.phoneNumber.slice(1)}`,
          hasPassword: true,
          accountComplete: true,
        }),
      );
      const [mail] = await outbox(running.url, data.email, 'email');
      expect(mail.code).toMatch(/^\d{6}$/);
      expect((await c.post('/player/verifyEmailShortCode', { code: mail.code })).status).toBe(200);
      expect((await new Client(running.url).post('/login', { email: data.email, password: data.password })).status).toBe(200);
      const again = await c.post('/player/completeAccount', complete());
      expectError(again, 409, 180);
      expect(again.body.params.reason).toBe('alreadyComplete');
    });

    it('addPassword for a player without one: rules, then updatePassword needs the old one', async () => {
      const c = await bankPlayer();
      expectError(await c.post('/player/addPassword', { password: 'abcdef1', confirmPassword: 'abcdef2' }), 400, 213);
      expectError(await c.post('/player/addPassword', { password: 'abc', confirmPassword: 'abc' }), 400, 1001);
      expect((await c.post('/player/addPassword', { password: 'abcdef1', confirmPassword: 'abcdef1' })).status).toBe(200);
      expect((await c.get('/player')).body.hasPassword).toBe(true);
      expectError(await c.post('/player/updatePassword', { password: 'abcdef2', confirmPassword: 'abcdef2' }), 401, 109);
      // updatePassword without oldPassword works for a player who has none.
      const d = await bankPlayer();
      expect((await d.post('/player/updatePassword', { password: 'first12', confirmPassword: 'first12' })).status).toBe(200);
    });
  });

  it('generates valid national ids (HETU and isikukood check digits)', () => {
    expect(hetu('1952-10-13', 308)).toBe('131052-308T');
    expect(isikukood('1976-05-03', 29, false)).toBe('37605030299');
    expect(new Set(TEST_IDENTITIES.map((i) => i.nationalId)).size).toBe(5);
  });
});
