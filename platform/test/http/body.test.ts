import { ENGINES, call, createTestDatabase, expectErrorShape, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';

// Body parsing is engine-independent; one engine is enough.
const engine = ENGINES[0];

describe(`POST body parsing (${engine})`, () => {
  let testDb: TestDatabase;
  let running: RunningApp;
  let url: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, {
      configure: (app) => {
        app.post('/__test/echo', { config: { acceptsFiles: true } }, async (request) => ({
          body: Object.fromEntries(
            Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [
              k,
              Buffer.isBuffer(v) ? `buffer:${v.length}` : v,
            ]),
          ),
          uploads: (request.uploads ?? []).map((u) => ({
            fieldname: u.fieldname,
            filename: u.filename,
            mimetype: u.mimetype,
            size: u.data.length,
          })),
        }));
      },
    });
    url = `${running.url}/__test/echo`;
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it('gives the same plain object for JSON, urlencoded and multipart', async () => {
    const json = await call(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.fi', amount: '10' }),
    });
    const form = await call(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'a@b.fi', amount: '10' }).toString(),
    });
    const data = new FormData();
    data.append('email', 'a@b.fi');
    data.append('amount', '10');
    const multi = await call(url, { method: 'POST', body: data });
    for (const res of [json, form, multi]) {
      expect(res.status).toBe(200);
      expect(res.body.body).toEqual({ email: 'a@b.fi', amount: '10' });
    }
  });

  it('keeps repeated multipart fields as an array and files as buffers with metadata', async () => {
    const data = new FormData();
    data.append('tag', 'a');
    data.append('tag', 'b');
    data.append('file', new Blob([Buffer.alloc(1234)], { type: 'image/png' }), 'id.png');
    const res = await call(url, { method: 'POST', body: data });
    expect(res.status).toBe(200);
    expect(res.body.body).toEqual({ tag: ['a', 'b'], file: 'buffer:1234' });
    expect(res.body.uploads).toEqual([{ fieldname: 'file', filename: 'id.png', mimetype: 'image/png', size: 1234 }]);
  });

  it('refuses a file over 2097152 bytes with 413, the document upload failure 160 (file too large)', async () => {
    const data = new FormData();
    data.append('file', new Blob([Buffer.alloc(2097153)], { type: 'image/png' }), 'big.png');
    const res = await call(url, { method: 'POST', body: data });
    expectErrorShape(res, 413, 160);
    expect(res.body.params).toEqual({ reason: 'fileTooLarge', max: 2097152 });
  });

  it('refuses a __proto__ field with 400 in the error shape', async () => {
    const data = new FormData();
    data.append('__proto__', 'x');
    data.append('ok', '1');
    const res = await call(url, { method: 'POST', body: data });
    expectErrorShape(res, 400, 100);
  });
});
