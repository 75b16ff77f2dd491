import {
  ENGINES,
  call,
  createTestDatabase,
  expectErrorShape,
  postJson,
  startApp,
  type RunningApp,
  type TestDatabase,
} from '../shared/helpers';

const TOKEN = 'sandbox-test-token';

describe.each(ENGINES)('sandbox admin: maintenance switch (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;

  const state = async (url = running.url) => (await call(`${url}/cms/maintenance`)).body;
  const admin = (body: unknown, headers: Record<string, string> = { 'x-admin-token': TOKEN }) =>
    postJson(`${running.url}/sandbox/admin/maintenance`, body, headers);

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, { adminToken: TOKEN });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it('refuses a missing token with 403 / 100 and changes nothing', async () => {
    const before = await state();
    const res = await admin({ maintenanceActive: true }, {});
    expectErrorShape(res, 403, 100);
    expect(res.body.error).toMatch(/token/i);
    expect(await state()).toEqual(before);
  });

  it('refuses a wrong token with 403 / 100 and changes nothing', async () => {
    const before = await state();
    for (const token of ['wrong', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const res = await admin({ maintenanceActive: true }, { 'x-admin-token': token });
      expectErrorShape(res, 403, 100);
      expect(res.body.error).toBe('Invalid admin token');
    }
    expect(await state()).toEqual(before);
    expect(before.maintenance.active).toBe(false);
  });

  it('switches maintenance on and off (JSON) and reads it back', async () => {
    const on = await admin({
      maintenanceActive: true,
      maintenanceMessages: { fi: '<p>Huolto käynnissä</p>', en: '<p>Down for maintenance</p>' },
    });
    expect(on.status).toBe(200);
    expect(on.body.success).toBe(true);
    expect(on.body.maintenance.active).toBe(true);
    expect(on.body.maintenance.messages.fi).toBe('<p>Huolto käynnissä</p>');
    expect(on.body.maintenance.messages.en).toBe('<p>Down for maintenance</p>');
    expect(on.body.maintenance.messages.et).toMatch(/Hooldustööd/); // untouched
    expect(on.body.maintenance.logo).toEqual({ width: 200, height: 57 });
    expect(await state()).toEqual(on.body);

    const off = await admin({ maintenanceActive: false });
    expect(off.status).toBe(200);
    expect(off.body.maintenance.active).toBe(false);
    expect(off.body.maintenance.messages.fi).toBe('<p>Huolto käynnissä</p>');
    expect((await state()).maintenance.active).toBe(false);
  });

  it('accepts urlencoded form data with "true"/"false" and flat message fields', async () => {
    const res = await call(`${running.url}/sandbox/admin/maintenance`, {
      method: 'POST',
      headers: { 'x-admin-token': TOKEN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        serviceDisruptionActive: 'true',
        serviceDisruptionMessageEt: '<p>Maksed hilinevad</p>',
      }).toString(),
    });
    expect(res.status).toBe(200);
    expect(res.body.serviceDisruption.active).toBe(true);
    expect(res.body.serviceDisruption.messages.et).toBe('<p>Maksed hilinevad</p>');
    expect((await state()).serviceDisruption.active).toBe(true);
  });

  it('accepts multipart form data', async () => {
    const form = new FormData();
    form.append('serviceDisruptionActive', 'false');
    form.append('maintenanceActive', 'true');
    form.append('maintenanceMessageEn', '<p>Back at 10:00</p>');
    const res = await call(`${running.url}/sandbox/admin/maintenance`, {
      method: 'POST',
      headers: { 'x-admin-token': TOKEN },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(res.body.maintenance.active).toBe(true);
    expect(res.body.maintenance.messages.en).toBe('<p>Back at 10:00</p>');
    expect(res.body.serviceDisruption.active).toBe(false);
  });

  it('sets the maintenance banner shown in site settings', async () => {
    const res = await admin({
      maintenanceBanner: { fi: 'Huoltokatko sunnuntaina klo 3–4' },
      maintenanceBannerEn: 'Maintenance on Sunday 3–4 am',
    });
    expect(res.status).toBe(200);
    const fi = await call(`${running.url}/cms/site-settings?lang=fi`);
    expect(fi.body.maintenanceBanner).toEqual({ fi: 'Huoltokatko sunnuntaina klo 3–4', et: '', en: 'Maintenance on Sunday 3–4 am' });
    await admin({ maintenanceBanner: { fi: '', en: '' } });
  });

  it('changes nothing on bad input', async () => {
    const before = await state();
    const bad = await admin({ maintenanceActive: 'maybe', maintenanceMessages: { fi: '<p>nope</p>' } });
    expectErrorShape(bad, 400, 195);
    expect(bad.body.params.field).toBe('maintenanceActive');

    const badNested = await admin({ maintenanceActive: true, serviceDisruptionMessages: { fi: { html: 'x' } } });
    expectErrorShape(badNested, 400, 195);
    expect(badNested.body.params.field).toBe('serviceDisruptionMessages.fi');

    const badObject = await admin({ maintenanceActive: false, maintenanceMessages: 'text' });
    expectErrorShape(badObject, 400, 195);
    expect(badObject.body.params.field).toBe('maintenanceMessages');

    const tooLong = await admin({ maintenanceActive: false, maintenanceMessageFi: 'x'.repeat(20001) });
    expectErrorShape(tooLong, 400, 195);
    expect(tooLong.body.params.field).toBe('maintenanceMessageFi');

    const empty = await admin({});
    expectErrorShape(empty, 400, 195);
    expect(await state()).toEqual(before);
  });

  // Two restarts (migrations and seed checked each time): a wider bound than the usual 30 s for a busy machine.
  it('keeps the state after a restart on the same database', async () => {
    await admin({ maintenanceActive: true, serviceDisruptionActive: true, maintenanceMessages: { et: '<p>Tagasi kell 12</p>' } });
    const before = await state();
    await running.stop();
    running = await startApp(testDb, { adminToken: TOKEN });
    const after = await state();
    expect(after).toEqual(before);
    expect(after.maintenance.active).toBe(true);
    expect(after.maintenance.messages.et).toBe('<p>Tagasi kell 12</p>');
    expect(after.serviceDisruption.active).toBe(true);

    await admin({ maintenanceActive: false, serviceDisruptionActive: false });
    await running.stop();
    running = await startApp(testDb, { adminToken: TOKEN });
    const final = await state();
    expect(final.maintenance.active).toBe(false);
    expect(final.serviceDisruption.active).toBe(false);
  }, 90_000);

  it('answers 403 when PLATFORM_ADMIN_TOKEN is unset, and changes nothing', async () => {
    const before = await state();
    const noToken = await startApp(testDb, {});
    try {
      const variants: Record<string, string>[] = [{}, { 'x-admin-token': '' }, { 'x-admin-token': TOKEN }];
      for (const headers of variants) {
        const res = await postJson(`${noToken.url}/sandbox/admin/maintenance`, { maintenanceActive: true }, headers);
        expectErrorShape(res, 403, 100);
        expect(res.body.error).toMatch(/PLATFORM_ADMIN_TOKEN/);
      }
    } finally {
      await noToken.stop();
    }
    expect(await state()).toEqual(before);
  });

  it('answers 403 when sandbox endpoints are disabled (production)', async () => {
    const before = await state();
    const prod = await startApp(testDb, { adminToken: TOKEN, sandboxEnabled: false });
    try {
      const res = await postJson(`${prod.url}/sandbox/admin/maintenance`, { maintenanceActive: true }, { 'x-admin-token': TOKEN });
      expectErrorShape(res, 403, 100);
      expect(res.body.error).toMatch(/disabled/);
    } finally {
      await prod.stop();
    }
    expect(await state()).toEqual(before);
  });
});
