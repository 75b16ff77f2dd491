import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, expectError, outbox, registration, unique } from './helpers';

describe.each(ENGINES)('accounts: registration and activation (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  const clock = new Clock();
  let c: Client;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, { adminToken: ADMIN_TOKEN, clock, accounts: { blockedCountries: ['XXX'] } });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });
  beforeEach(() => {
    c = new Client(running.url);
  });

  it('registers with every field, unactivated, and sends the activation email to the outbox', async () => {
    const data = registration({ phoneNumber: '+358401234567', promoCode: 'WELCOME', language: 'en' });
    const res = await c.post('/player/registerPlayer', data);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, userId: expect.any(Number) });
    expect(res.setCookies).toEqual([]); // no session before activation

    const mails = await outbox(running.url, String(data.email).toUpperCase(), 'email');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      kind: 'email',
      to: String(data.email),
      subject: 'Activate your account',
      body: expect.stringContaining(mails[0].code),
      code: expect.stringMatching(/^[A-Z2-9]{12}$/),
      shortCode: expect.stringMatching(/^\d{6}$/),
      createdTime: clock.t,
    });
    expect(mails[0].body).toContain(mails[0].shortCode);

    const login = await c.post('/login', { email: data.email, password: data.password });
    expectError(login, 403, 114);
  });

  it('accepts urlencoded and JSON bodies too', async () => {
    expect((await c.post('/player/registerPlayer', registration(), { as: 'urlencoded' })).status).toBe(200);
    expect((await c.post('/player/registerPlayer', registration(), { as: 'json' })).status).toBe(200);
  });

  it.each(['email', 'password', 'confirmPassword', 'country', 'nickName', 'firstName', 'lastName', 'birthDate'])(
    'requires %s (400 / 195 naming the field)',
    async (field) => {
      const res = await c.post('/player/registerPlayer', registration({ [field]: undefined }));
      expectError(res, 400, 195);
      expect(res.body.params.field).toBe(field);
    },
  );

  it.each([
    ['ageChecked', 214],
    ['policyChecked', 155],
    ['privacyPolicyChecked', 215],
  ])('refuses %s false or missing with %i', async (field, code) => {
    expectError(await c.post('/player/registerPlayer', registration({ [field]: false })), 400, code);
    const res = await c.post('/player/registerPlayer', registration({ [field]: undefined }));
    expectError(res, 400, code);
    expect(res.body.params.field).toBe(field);
  });

  it.each(['plainaddress', 'a@b', 'a b@example.com', '@example.com', 'x@.'])('refuses email %p with 195', async (email) => {
    const res = await c.post('/player/registerPlayer', registration({ email }));
    expectError(res, 400, 195);
    expect(res.body.params.field).toBe('email');
  });

  it('checks the password rules: 213 mismatch, 1001 shorter than 6, 195 characters not allowed', async () => {
    expectError(await c.post('/player/registerPlayer', registration({ password: 'secret12', confirmPassword: 'secret13' })), 400, 213);
    const short = await c.post('/player/registerPlayer', registration({ password: 'abc12', confirmPassword: 'abc12' }));
    expectError(short, 400, 1001);
    expect(short.body.params).toEqual({ field: 'password', min: 6 });
    const spaced = await c.post('/player/registerPlayer', registration({ password: 'abc 1234', confirmPassword: 'abc 1234' }));
    expectError(spaced, 400, 195);
    expect(spaced.body.params.field).toBe('password');
    expect((await c.post('/player/registerPlayer', registration({ password: 'abc123', confirmPassword: 'abc123' }))).status).toBe(200);
  });

  it('requires age 18 from birthDate (clock 2026-01-15)', async () => {
    const young = await c.post('/player/registerPlayer', registration({ birthDate: '2008-01-16' }));
    expectError(young, 400, 195);
    expect(young.body.params).toEqual(expect.objectContaining({ field: 'birthDate', rule: 'minimumAge' }));
    expect((await c.post('/player/registerPlayer', registration({ birthDate: '2008-01-15' }))).status).toBe(200);
    expect((await c.post('/player/registerPlayer', registration({ birthDate: '15.01.1970' }))).status).toBe(200);
    for (const bad of ['1990-02-30', '1990/01/01', 'yesterday', '2030-01-01']) {
      const res = await c.post('/player/registerPlayer', registration({ birthDate: bad }));
      expectError(res, 400, 195);
      expect(res.body.params.field).toBe('birthDate');
    }
  });

  it('refuses invalid nickname, phone, currency and language with 195', async () => {
    for (const [field, value] of [
      ['nickName', 'ab'],
      ['nickName', 'has space'],
      ['phoneNumber', '12345'],
      ['phoneNumber', '+12'],
      ['phoneNumber', '+1234567890123456'],
      ['registrationCurrency', 'USD'],
      ['language', 'sv'],
      ['country', 'F1'],
    ]) {
      const res = await c.post('/player/registerPlayer', registration({ [field]: value }));
      expectError(res, 400, 195);
      expect(res.body.params.field).toBe(field);
    }
  });

  it('refuses a duplicate email (any case) or nickname (any case) or phone with 180', async () => {
    const first = registration({ phoneNumber: '+37251234567' });
    expect((await c.post('/player/registerPlayer', first)).status).toBe(200);
    const dupEmail = await c.post('/player/registerPlayer', registration({ email: String(first.email).toUpperCase() }));
    expectError(dupEmail, 409, 180);
    expect(dupEmail.body.params.field).toBe('email');
    const dupNick = await c.post('/player/registerPlayer', registration({ nickName: String(first.nickName).toUpperCase() }));
    expectError(dupNick, 409, 180);
    expect(dupNick.body.params.field).toBe('nickName');
    const dupPhone = await c.post('/player/registerPlayer', registration({ phoneNumber: '+372 5123 4567' }));
    expectError(dupPhone, 409, 180);
    expect(dupPhone.body.params.field).toBe('phoneNumber');
  });

  it('refuses a blocked country with 108', async () => {
    expectError(await c.post('/player/registerPlayer', registration({ country: 'xxx' })), 403, 108);
  });

  it('activates with player/activate; the code then answers 209 and unknown codes 183', async () => {
    const data = registration();
    await c.post('/player/registerPlayer', data);
    const [mail] = await outbox(running.url, String(data.email));
    expectError(await c.post('/player/activate', { activationCode: 'NOSUCHCODE12' }), 404, 183);
    const act = await c.post('/player/activate', { activationCode: mail.code.toLowerCase() });
    expect(act.status).toBe(200);
    expect(act.body).toEqual({ success: true, autoLoginToken: expect.any(String) });
    expectError(await c.post('/player/activate', { activationCode: mail.code }), 409, 209);
    // The short code of the same email is retired too.
    expectError(await c.post('/player/verifyEmailShortCode', { code: mail.shortCode }), 409, 209);

    const login = await c.post('/login', { email: data.email, password: data.password });
    expect(login.status).toBe(200);
    const me = await c.get('/player');
    expect(me.body).toEqual(
      expect.objectContaining({
        success: true,
        userId: expect.any(Number),
        email: data.email,
        emailVerified: true,
        nickName: data.nickName,
        firstName: 'Testi',
        lastName: 'Pelaaja',
        address: 'Mannerheimintie',
        houseNumber: '12 A',
        zipCode: '00100',
        city: 'Helsinki',
        country: 'FIN',
        language: 'fi',
        currency: 'EUR',
        birthDate: '1990-05-17',
        phoneNumber: null,
        phoneNumberVerified: false,
        receiveEmail: false,
        receiveSms: false,
        lastLoginTime: clock.t,
        hasPassword: true,
      }),
    );
  });

  it('activates with the 6-digit code via verifyEmailShortCode without a session, and the autoLogin token logs in once', async () => {
    const data = registration();
    await c.post('/player/registerPlayer', data);
    const [mail] = await outbox(running.url, String(data.email));
    const wrong = String((Number(mail.shortCode) + 1) % 1000000).padStart(6, '0');
    expectError(await c.post('/player/verifyEmailShortCode', { code: wrong }), 404, 183);
    expectError(await c.post('/player/verifyEmailShortCode', { code: 'abc' }), 404, 183);
    const ok = await c.post('/player/verifyEmailShortCode', { code: mail.shortCode });
    expect(ok.status).toBe(200);
    expectError(await c.post('/player/verifyEmailShortCode', { code: mail.shortCode }), 409, 209);
    expectError(await c.post('/player/activate', { activationCode: mail.code }), 409, 209);

    const auto = await c.post('/autoLogin', { t: ok.body.autoLoginToken, policyChecked: true, privacyPolicyChecked: true });
    expect(auto.status).toBe(200);
    expect(c.cookie).toBeDefined();
    expect((await c.get('/player')).body.email).toBe(data.email);
    const other = new Client(running.url);
    expectError(await other.post('/autoLogin', { t: ok.body.autoLoginToken }), 401, 104);
    expectError(await other.post('/autoLogin', { t: 'nonsense' }), 401, 104);
  });

  it('expires activation codes after 7 days (183)', async () => {
    const data = registration();
    await c.post('/player/registerPlayer', data);
    const [mail] = await outbox(running.url, String(data.email));
    clock.advance(7 * 24 * 3600 * 1000 + 1);
    expectError(await c.post('/player/activate', { activationCode: mail.code }), 404, 183);
  });

  describe('GET /sandbox/outbox', () => {
    it('is guarded by the admin token (403 / 100)', async () => {
      for (const headers of [{}, { 'x-admin-token': 'wrong' }] as Record<string, string>[]) {
        const res = await c.get('/sandbox/outbox', headers);
        expectError(res, 403, 100);
      }
    });

    it('answers 403 when the admin token is unset or sandbox is disabled (production)', async () => {
      for (const options of [{}, { adminToken: ADMIN_TOKEN, sandboxEnabled: false }]) {
        const other = await startApp(testDb, options);
        try {
          const res = await new Client(other.url).get('/sandbox/outbox', { 'x-admin-token': ADMIN_TOKEN });
          expectError(res, 403, 100);
        } finally {
          await other.stop();
        }
      }
    });

    it('lists newest first and filters by recipient and kind', async () => {
      const email = `${unique()}@example.test`;
      await c.post('/player/registerPlayer', registration({ email }));
      clock.advance(1000);
      await c.post('/player/triggerForgotPassword', { email, birthDate: '1990-05-17' });
      const all = await outbox(running.url, email);
      expect(all.map((m) => m.subject)).toEqual(['Salasanan vaihto', 'Aktivoi tilisi']);
      expect(all[0].createdTime).toBeGreaterThan(all[1].createdTime);
      expect(await outbox(running.url, email, 'sms')).toEqual([]);
      expect(await outbox(running.url, 'nobody@example.test')).toEqual([]);
      const bad = await c.get('/sandbox/outbox?kind=fax', { 'x-admin-token': ADMIN_TOKEN });
      expectError(bad, 400, 195);
    });
  });
});
