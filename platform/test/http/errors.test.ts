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

const TOKEN = 'errors-test-token';

describe.each(ENGINES)('error handling and origin check (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  let url: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, {
      adminToken: TOKEN,
      configure: (app) => {
        app.get('/__test/throw', async () => {
          throw new Error('secret internal detail');
        });
      },
    });
    url = `${running.url}/sandbox/admin/maintenance`;
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  const maintenanceActive = async () => (await call(`${running.url}/cms/maintenance`)).body.maintenance.active;

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await call(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': TOKEN },
      body: '{"maintenanceActive": tru',
    });
    expectErrorShape(res, 400, 100);
    expect(await maintenanceActive()).toBe(false);
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await call(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': TOKEN },
    });
    expectErrorShape(res, 400, 100);
  });

  it.each(['text/plain', 'application/xml', 'application/octet-stream', 'image/png'])('answers content type %s with 400', async (type) => {
    const res = await call(url, {
      method: 'POST',
      headers: { 'content-type': type, 'x-admin-token': TOKEN },
      body: 'maintenanceActive=true',
    });
    expectErrorShape(res, 400, 100);
    expect(await maintenanceActive()).toBe(false);
  });

  it('answers a broken multipart body with 400', async () => {
    const res = await call(url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ', 'x-admin-token': TOKEN },
      body: '--XYZ\r\nContent-Disposition: form-data; name="maintenanceActive"\r\n\r\ntrue',
    });
    expectErrorShape(res, 400, 100);
    expect(await maintenanceActive()).toBe(false);
  });

  it('answers multipart without a boundary with 400', async () => {
    const res = await call(url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data', 'x-admin-token': TOKEN },
      body: 'x',
    });
    expectErrorShape(res, 400, 100);
  });

  it('answers an unexpected exception with 500 "Unexpected error" and no details', async () => {
    const res = await call(`${running.url}/__test/throw`);
    expectErrorShape(res, 500, 100);
    expect(res.body).toEqual({ success: false, error: 'Unexpected error', errorCode: 100 });
    expect(res.text).not.toMatch(/secret internal detail/);
  });

  it('answers a malformed URL with 400 in the error shape', async () => {
    const res = await call(`${running.url}/cms/%E0%A4%A`);
    expectErrorShape(res, 400, 100);
  });

  describe('cross-origin requests', () => {
    it('refuses a state-changing request from another origin with 403 / 100', async () => {
      const res = await postJson(url, { maintenanceActive: true }, { 'x-admin-token': TOKEN, origin: 'https://evil.example' });
      expectErrorShape(res, 403, 100);
      expect(res.body.error).toMatch(/origin/i);
      expect(await maintenanceActive()).toBe(false);
    });

    it('refuses the "null" origin', async () => {
      const res = await postJson(url, { maintenanceActive: true }, { 'x-admin-token': TOKEN, origin: 'null' });
      expectErrorShape(res, 403, 100);
    });

    it.each(['http://localhost:3000', 'http://127.0.0.1:3000'])('allows the site origin %s', async (origin) => {
      const res = await postJson(url, { maintenanceActive: false }, { 'x-admin-token': TOKEN, origin });
      expect(res.status).toBe(200);
    });

    it('allows requests without an Origin header', async () => {
      const res = await postJson(url, { maintenanceActive: false }, { 'x-admin-token': TOKEN });
      expect(res.status).toBe(200);
    });

    it('does not block reads from other origins', async () => {
      const res = await call(`${running.url}/cms/maintenance`, { headers: { origin: 'https://evil.example' } });
      expect(res.status).toBe(200);
    });

    it('uses the configured allowed origins', async () => {
      const custom = await startApp(testDb, { adminToken: TOKEN, allowedOrigins: ['https://casino.example'] });
      try {
        const ok = await postJson(
          `${custom.url}/sandbox/admin/maintenance`,
          { maintenanceActive: false },
          { 'x-admin-token': TOKEN, origin: 'https://casino.example' },
        );
        expect(ok.status).toBe(200);
        const refused = await postJson(
          `${custom.url}/sandbox/admin/maintenance`,
          { maintenanceActive: false },
          { 'x-admin-token': TOKEN, origin: 'http://localhost:3000' },
        );
        expectErrorShape(refused, 403, 100);
      } finally {
        await custom.stop();
      }
    });
  });
});
