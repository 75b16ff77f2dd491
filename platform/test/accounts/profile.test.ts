import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, expectError, newPlayer, outbox, unique } from './helpers';

describe.each(ENGINES)('accounts: profile, verification, passwords (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  const clock = new Clock();

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, {
      adminToken: ADMIN_TOKEN,
      clock,
      accounts: { validateLimitPerIp: 6, sendLimitPerPlayer: 3 },
    });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it('GET /player answers the Player fields of docs/product/data.md', async () => {
    const p = await newPlayer(running.url, { phoneNumber: '0401234567'.replace(/^0/, '+358') });
    const me = await p.client.get('/player');
    expect(me.status).toBe(200);
    expect(Object.keys(me.body)).toEqual(
      expect.arrayContaining([
        'success',
        'userId',
        'nickName',
        'firstName',
        'lastName',
        'address',
        'houseNumber',
        'zipCode',
        'city',
        'email',
        'phoneNumber',
        'phoneNumberVerified',
        'country',
        'receiveEmail',
        'receiveSms',
        'lastLoginTime',
        'language',
      ]),
    );
    expect(me.body.phoneNumber).toBe('+358401234567');
    const status = await p.client.get('/verification/status');
    expect(status.body).toEqual({
      success: true,
      activated: true,
      emailVerified: true,
      phoneNumberVerified: false,
      identityVerified: false,
    });
  });

  it('updateFields changes the given fields and answers the player; 195 for an empty or invalid update', async () => {
    const p = await newPlayer(running.url);
    const res = await p.client.post('/player/updateFields', {
      receiveEmail: true,
      receiveSms: 'true' as unknown as boolean,
      firstName: 'Uusi',
      lastName: 'Nimi',
      address: 'Aleksanterinkatu',
      zipCode: '00170',
      city: 'Espoo',
      phoneNumber: '+358 40 765 4321',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        success: true,
        receiveEmail: true,
        receiveSms: true,
        firstName: 'Uusi',
        lastName: 'Nimi',
        address: 'Aleksanterinkatu',
        zipCode: '00170',
        city: 'Espoo',
        phoneNumber: '+358407654321',
        phoneNumberVerified: false,
      }),
    );
    expect((await p.client.get('/player')).body.city).toBe('Espoo');
    expectError(await p.client.post('/player/updateFields', {}, { as: 'json' }), 400, 195);
    const blank = await p.client.post('/player/updateFields', { firstName: '  ' });
    expectError(blank, 400, 195);
    expect(blank.body.params.field).toBe('firstName');
    const badPhone = await p.client.post('/player/updateFields', { phoneNumber: 'abc' });
    expectError(badPhone, 400, 195);
    expect(badPhone.body.params.field).toBe('phoneNumber');
    // Marketing off again (docs/product/flows.md, Marketing).
    const off = await p.client.post('/player/updateFields', { receiveEmail: false, receiveSms: false });
    expect(off.body.receiveEmail).toBe(false);
  });

  it('email change: nothing changes without the password or with a wrong code; the new address is the login only once verified', async () => {
    const p = await newPlayer(running.url);
    const other = await newPlayer(running.url, {}, { login: false });
    const fresh = `${unique()}@example.test`;
    const verified = (await p.client.get('/player')).body.emailVerified;
    const unchanged = async () => {
      const me = (await p.client.get('/player')).body;
      expect([me.email, me.emailVerified]).toEqual([p.email, verified]);
    };
    // Refused input: invalid, emoji, a Unicode domain, taken; then a missing or wrong password.
    const bad = await p.client.post('/player/email', { email: 'nope', password: p.password });
    expectError(bad, 400, 195);
    expect(bad.body.params).toMatchObject({ field: 'email', rule: 'email' });
    for (const email of ['matti😀@example.com', 'matti@exämple.fi']) {
      const res = await p.client.post('/player/email', { email, password: p.password });
      expectError(res, 400, 195);
      expect(res.body.params).toMatchObject({ field: 'email', rule: 'emailCharacters' });
    }
    expectError(await p.client.post('/player/email', { email: other.email.toUpperCase(), password: p.password }), 409, 180);
    const noPassword = await p.client.post('/player/email', { email: fresh });
    expectError(noPassword, 401, 109);
    expect(noPassword.body.params.field).toBe('password');
    expectError(await p.client.post('/player/email', { email: fresh, password: 'wrong-one' }), 401, 109);
    expect(await outbox(running.url, fresh, 'email')).toEqual([]);
    await unchanged();

    // With the password: a code to the new address, the login still the old one.
    expect((await p.client.post('/player/email', { email: fresh, password: p.password })).status).toBe(200);
    await unchanged();
    const [mail] = await outbox(running.url, fresh, 'email');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect((await new Client(running.url).post('/login', { email: fresh, password: p.password })).status).toBe(401);

    // A wrong code and another player's session change nothing.
    expectError(await p.client.post('/player/email/verify', { code: mail.code === '000000' ? '000001' : '000000' }), 404, 183);
    const q = await newPlayer(running.url);
    expectError(await q.client.post('/player/email/verify', { code: mail.code }), 404, 183);
    expect((await q.client.get('/player')).body.email).toBe(q.email);
    expectError(await p.client.post('/player/verifyEmailShortCode', { code: mail.code }), 404, 183);
    await unchanged();

    const ok = await p.client.post('/player/email/verify', { code: mail.code });
    expect(ok.status).toBe(200);
    expect([ok.body.email, ok.body.emailVerified]).toEqual([fresh, true]);
    expectError(await p.client.post('/player/email/verify', { code: mail.code }), 409, 209);
    // The old address is told; the login works with the new address only.
    const [notice] = await outbox(running.url, p.email, 'email');
    expect(notice.subject).toBe('Sähköpostiosoitteesi vaihtui');
    expect(notice.body).toContain(fresh);
    expect((await new Client(running.url).post('/login', { email: p.email, password: p.password })).status).toBe(401);
    expect((await new Client(running.url).post('/login', { email: fresh, password: p.password })).status).toBe(200);
    // Its own address again is refused as unchanged.
    expect((await p.client.post('/player/email', { email: fresh, password: p.password })).body.params.rule).toBe('unchanged');
  });

  it('email change: a second request replaces the first code; updateFields ignores an email', async () => {
    const p = await newPlayer(running.url);
    const first = `${unique()}a@example.test`;
    const second = `${unique()}b@example.test`;
    await p.client.post('/player/email', { email: first, password: p.password });
    await p.client.post('/player/email', { email: second, password: p.password });
    const [old] = await outbox(running.url, first, 'email');
    expectError(await p.client.post('/player/email/verify', { code: old.code }), 409, 209);
    await p.client.post('/player/updateFields', { email: first, city: 'Turku' });
    expect((await p.client.get('/player')).body.email).toBe(p.email);
  });

  it('sendVerificationEmail sends a 6-digit code; another player cannot use it', async () => {
    const p = await newPlayer(running.url);
    const q = await newPlayer(running.url);
    expect((await p.client.get('/player/sendVerificationEmail')).status).toBe(200);
    const [mail] = await outbox(running.url, p.email, 'email');
    expect(mail.subject).toBe('Vahvista sähköpostiosoitteesi');
    expectError(await q.client.post('/player/verifyEmailShortCode', { code: mail.code }), 404, 183);
    expect((await p.client.post('/player/verifyEmailShortCode', { code: mail.code })).status).toBe(200);
  });

  it('nickname change: 195 invalid, 180 taken (any case), own nickname fine', async () => {
    const p = await newPlayer(running.url);
    const other = await newPlayer(running.url, {}, { login: false });
    const bad = await p.client.post('/player/nickname', { nickname: 'x' });
    expectError(bad, 400, 195);
    expect(bad.body.params.field).toBe('nickname');
    const taken = await p.client.post('/player/nickname', { nickname: other.nickName.toUpperCase() });
    expectError(taken, 409, 180);
    expect(taken.body.params.field).toBe('nickname');
    const nick = `N_${unique()}`.slice(0, 20);
    expect((await p.client.post('/player/nickname', { nickname: nick })).status).toBe(200);
    expect((await p.client.get('/player')).body.nickName).toBe(nick);
  });

  it('phone: set, send SMS code, verify; history; a code for an old number no longer works; send limit 429', async () => {
    const p = await newPlayer(running.url);
    expectError(await p.client.get('/player/sendVerificationSms'), 400, 195); // no phone yet
    const phone = `+35840${String(Date.now()).slice(-7)}`;
    // The number is the player's once its code is entered; before that the current number gets codes.
    expect((await p.client.post('/player/phonenumber', { phonenumber: phone, password: p.password })).status).toBe(200);
    expect((await p.client.get('/player')).body.phoneNumber).toBe(null);
    expect((await p.client.get('/player/sendVerificationSms')).status).toBe(400);
    const [sms] = await outbox(running.url, phone, 'sms');
    expect(sms).toEqual(
      expect.objectContaining({ kind: 'sms', to: phone, code: expect.stringMatching(/^\d{6}$/), body: expect.stringContaining(sms.code) }),
    );

    const history = await p.client.get('/player/smsVerificationHistory');
    expect(history.body).toEqual({
      success: true,
      history: [{ createdTime: clock.t, phoneNumber: phone, verified: false, verifiedTime: null, expireTime: clock.t + 10 * 60 * 1000 }],
    });
    expectError(await p.client.post('/player/verifySmsShortCode', { code: sms.code === '111111' ? '222222' : '111111' }), 404, 183);
    expect((await p.client.post('/player/verifySmsShortCode', { code: sms.code })).status).toBe(200);
    expect((await p.client.get('/player')).body.phoneNumberVerified).toBe(true);
    expect((await p.client.get('/verification/status')).body.phoneNumberVerified).toBe(true);
    expectError(await p.client.post('/player/verifySmsShortCode', { code: sms.code }), 409, 209);
    expect((await p.client.get('/player/smsVerificationHistory')).body.history[0].verified).toBe(true);

    // New number: nothing changes without the password; an earlier code stops working.
    await p.client.get('/player/sendVerificationSms');
    const [second] = await outbox(running.url, phone, 'sms');
    const phone2 = `+37256${String(Date.now()).slice(-6)}`;
    expectError(await p.client.post('/player/phonenumber', { phonenumber: phone2 }), 401, 109);
    expectError(await p.client.post('/player/phonenumber', { phonenumber: phone2, password: 'wrong-one' }), 401, 109);
    expect(await outbox(running.url, phone2, 'sms')).toEqual([]);
    // Three sends per window (test config): the next is 429.
    expect((await p.client.post('/player/phonenumber', { phonenumber: phone2, password: p.password })).status).toBe(200);
    const me = (await p.client.get('/player')).body;
    expect([me.phoneNumber, me.phoneNumberVerified]).toEqual([phone, true]);
    expectError(await p.client.post('/player/verifySmsShortCode', { code: second.code }), 409, 209);
    expectError(await p.client.get('/player/sendVerificationSms'), 429, 429);
    // The code sent to the new number makes it the player's.
    const [third] = await outbox(running.url, phone2, 'sms');
    const q = await newPlayer(running.url);
    expectError(await q.client.post('/player/verifySmsShortCode', { code: third.code }), 404, 183);
    expect((await p.client.post('/player/verifySmsShortCode', { code: third.code })).status).toBe(200);
    const after = (await p.client.get('/player')).body;
    expect([after.phoneNumber, after.phoneNumberVerified]).toEqual([phone2, true]);
  });

  it('phone taken by another player: 180', async () => {
    const phone = `+35850${String(Date.now()).slice(-7)}`;
    await newPlayer(running.url, { phoneNumber: phone }, { login: false });
    const p = await newPlayer(running.url);
    const res = await p.client.post('/player/phonenumber', { phonenumber: phone, password: p.password });
    expectError(res, 409, 180);
    expect(res.body.params.field).toBe('phonenumber');
  });

  it('changeLanguage stores fi|et|en; 195 otherwise; without a session it succeeds without saving', async () => {
    const p = await newPlayer(running.url);
    expect((await p.client.post('/player/changeLanguage', { language: 'et' })).body).toEqual({ success: true, saved: true });
    expect((await p.client.get('/player')).body.language).toBe('et');
    expectError(await p.client.post('/player/changeLanguage', { language: 'sv' }), 400, 195);
    expect((await new Client(running.url).post('/player/changeLanguage', { language: 'en' })).body).toEqual({
      success: true,
      saved: false,
    });
    // Messages follow the language.
    await p.client.get('/player/sendVerificationEmail');
    expect((await outbox(running.url, p.email, 'email'))[0].subject).toBe('Kinnita oma e-posti aadress');
  });

  it('validate operations: success, 195 invalid, 180 taken, own values fine, 429 per IP', async () => {
    const p = await newPlayer(running.url, { phoneNumber: `+35844${String(Date.now()).slice(-7)}` });
    const me = (await p.client.get('/player')).body;
    const anon = new Client(running.url);
    expect((await anon.post('/player/validate/nickname', { nickname: `free_${unique()}`.slice(0, 20) })).body).toEqual({ success: true });
    expectError(await anon.post('/player/validate/nickname', { nickname: me.nickName.toLowerCase() }), 409, 180);
    expectError(await anon.post('/player/validate/email', { email: me.email }), 409, 180);
    const badEmail = await anon.post('/player/validate/email', { email: 'bad@' });
    expectError(badEmail, 400, 195);
    expect(badEmail.body.params.field).toBe('email');
    expectError(await anon.post('/player/validate/phone', { phonenumber: me.phoneNumber }), 409, 180);
    const limited = await anon.post('/player/validate/phone', { phonenumber: '12' });
    expectError(limited, 400, 195);
    // 6 calls per window in this config: the 7th is 429 with code 429.
    expectError(await anon.post('/player/validate/email', { email: `${unique()}@example.test` }), 429, 429);
    expectError(await anon.post('/player/validate/nickname', { nickname: 'anything' }), 429, 429);

    // The player's own values are no duplicates; dial code + number works.
    const self = p.client;
    expect((await self.post('/player/validate/email', { email: me.email })).status).toBe(200);
    expect((await self.post('/player/validate/nickname', { nickname: me.nickName })).status).toBe(200);
    expect((await self.post('/player/validate/phone', { phonenumber: me.phoneNumber })).status).toBe(200);
    expect((await self.post('/player/validate/phone', { phonenumber: '0401112233', countryCode: '+358' })).status).toBe(200);
  });

  it("one player's session never reads or changes another player's data", async () => {
    const a = await newPlayer(running.url);
    const b = await newPlayer(running.url);
    const before = (await b.client.get('/player')).body;
    // Trying to point at B by id in body or query changes A only (ids come from the session).
    const res = await a.client.post('/player/updateFields', { city: 'Tampere', userId: b.userId, id: b.userId } as Record<
      string,
      string | number
    >);
    expect(res.body.userId).toBe(a.userId);
    expect((await a.client.get(`/player?userId=${b.userId}`)).body.userId).toBe(a.userId);
    await a.client.post('/player/changeLanguage', { language: 'en', userId: b.userId } as Record<string, string | number>);
    await a.client.post('/player/updatePassword', {
      oldPassword: a.password,
      password: 'newpass77',
      confirmPassword: 'newpass77',
      userId: b.userId,
    } as Record<string, string | number>);
    const after = (await b.client.get('/player')).body;
    expect(after).toEqual(before);
    expect((await new Client(running.url).post('/login', { email: b.email, password: b.password })).status).toBe(200);
    expect((await new Client(running.url).post('/login', { email: a.email, password: 'newpass77' })).status).toBe(200);
    const activity = (await a.client.get('/player/activity')).body.activities;
    const bActivity = (await b.client.get('/player/activity')).body.activities;
    expect(activity).toHaveLength(2);
    expect(bActivity).toHaveLength(2);
  });

  it('updatePassword: 109 wrong or missing old password, 213 mismatch, 104 invalid; other sessions end', async () => {
    const p = await newPlayer(running.url);
    const second = new Client(running.url);
    await second.post('/login', { email: p.email, password: p.password });
    expectError(
      await p.client.post('/player/updatePassword', { oldPassword: 'wrongpass', password: 'newpass12', confirmPassword: 'newpass12' }),
      401,
      109,
    );
    expectError(await p.client.post('/player/updatePassword', { password: 'newpass12', confirmPassword: 'newpass12' }), 401, 109);
    expectError(
      await p.client.post('/player/updatePassword', { oldPassword: p.password, password: 'newpass12', confirmPassword: 'newpass13' }),
      400,
      213,
    );
    expectError(
      await p.client.post('/player/updatePassword', { oldPassword: p.password, password: 'short', confirmPassword: 'short' }),
      400,
      104,
    );
    expectError(
      await p.client.post('/player/updatePassword', { oldPassword: p.password, password: 'has space', confirmPassword: 'has space' }),
      400,
      104,
    );
    expect(
      (await p.client.post('/player/updatePassword', { oldPassword: p.password, password: 'newpass12', confirmPassword: 'newpass12' }))
        .status,
    ).toBe(200);
    expect((await p.client.get('/player')).status).toBe(200);
    expectError(await second.get('/player'), 401, 115);
    expectError(await new Client(running.url).post('/login', { email: p.email, password: p.password }), 401, 104);
    expect((await new Client(running.url).post('/login', { email: p.email, password: 'newpass12' })).status).toBe(200);
    // addPassword is refused when a password exists.
    const add = await p.client.post('/player/addPassword', { password: 'another1', confirmPassword: 'another1' });
    expectError(add, 400, 195);
    expect(add.body.params.rule).toBe('alreadySet');
  });

  it('forgot password end to end through the outbox: 181, 109, 183, 209, 213, 1001', async () => {
    const p = await newPlayer(running.url, { birthDate: '1985-12-24', language: 'en' });
    const c = new Client(running.url);
    expectError(await c.post('/player/triggerForgotPassword', { email: 'nobody@example.test', birthDate: '1985-12-24' }), 404, 181);
    expectError(await c.post('/player/triggerForgotPassword', { email: p.email, birthDate: '1985-12-25' }), 401, 109);
    expectError(await c.post('/player/triggerForgotPassword', { email: p.email, birthDate: 'garbage' }), 401, 109);
    const ok = await c.post('/player/triggerForgotPassword', { email: p.email.toUpperCase(), birthDate: '24.12.1985' });
    expect(ok.body).toEqual({ success: true });
    const [mail] = await outbox(running.url, p.email, 'email');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.code).toMatch(/^[A-Z2-9]{12}$/);
    expect(mail.body).toContain(mail.code);

    expectError(
      await c.post('/player/modifyForgotPassword', { activationCode: mail.code, password: 'brandnew1', confirmPassword: 'brandnew2' }),
      400,
      213,
    );
    expectError(
      await c.post('/player/modifyForgotPassword', { activationCode: mail.code, password: 'abc', confirmPassword: 'abc' }),
      400,
      1001,
    );
    expectError(
      await c.post('/player/modifyForgotPassword', { activationCode: 'WRONGCODE234', password: 'brandnew1', confirmPassword: 'brandnew1' }),
      404,
      183,
    );
    expect(
      (await c.post('/player/modifyForgotPassword', { activationCode: mail.code, password: 'brandnew1', confirmPassword: 'brandnew1' }))
        .status,
    ).toBe(200);
    expectError(
      await c.post('/player/modifyForgotPassword', { activationCode: mail.code, password: 'brandnew2', confirmPassword: 'brandnew2' }),
      409,
      209,
    );
    // Sessions ended; the new password works, the old one not.
    expectError(await p.client.get('/player'), 401, 115);
    expectError(await c.post('/login', { email: p.email, password: p.password }), 401, 104);
    expect((await c.post('/login', { email: p.email, password: 'brandnew1' })).status).toBe(200);

    // Codes expire after an hour.
    await c.post('/player/triggerForgotPassword', { email: p.email, birthDate: '1985-12-24' });
    const [late] = await outbox(running.url, p.email, 'email');
    clock.advance(3600 * 1000 + 1);
    expectError(
      await c.post('/player/modifyForgotPassword', { activationCode: late.code, password: 'brandnew3', confirmPassword: 'brandnew3' }),
      404,
      183,
    );
  });
});
