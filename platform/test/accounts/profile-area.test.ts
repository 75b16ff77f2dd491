import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENGINES, createTestDatabase, startApp, type Body, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, expectError, newPlayer, outbox, type Res } from './helpers';

const MAX = 2097152;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);

/** A document upload as the site sends it: multipart with the file in field `file`. */
async function upload(
  client: Client,
  fields: Record<string, string>,
  files: { data: Buffer; name: string; field?: string }[],
): Promise<Res> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field ?? 'file', new Blob([new Uint8Array(f.data)]), f.name);
  const headers: Record<string, string> = { 'x-forwarded-for': client.ip };
  if (client.cookie) headers.cookie = client.cookie;
  const res = await fetch(`${client.base}/player/documentUpload`, { method: 'POST', body: form, headers });
  const text = await res.text();
  let body: Body;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body, text, headers: res.headers, setCookies: [] };
}

const idDoc = { name: 'Passi', documentSide: 'any', documentType: 'passport' };

describe.each(ENGINES)('profile area: avatar, marketing, documents, support, phone (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  let documentsDir: string;
  const clock = new Clock();

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    documentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-documents-'));
    running = await startApp(testDb, { adminToken: ADMIN_TOKEN, clock, documentsDir });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
    if (documentsDir) fs.rmSync(documentsDir, { recursive: true, force: true });
  });

  it('avatar: 29 options with images, default 1, a choice is kept; 195 out of range; images are local SVGs', async () => {
    const p = await newPlayer(running.url);
    const first = await p.client.get('/user/avatar');
    expect(first.status).toBe(200);
    expect(first.body.avatar).toBe(1);
    expect(first.body.avatars).toHaveLength(29);
    expect(first.body.avatars[0]).toEqual({ id: 1, image: '/avatars/1.svg' });
    const set = await p.client.post('/user/avatar', { avatar: 17 });
    expect(set.status).toBe(200);
    expect(set.body.avatar).toBe(17);
    expect((await p.client.get('/user/avatar')).body.avatar).toBe(17);
    expectError(await p.client.post('/user/avatar', { avatar: 30 }), 400, 195);
    expectError(await p.client.post('/user/avatar', { avatar: 0 }), 400, 195);
    expectError(await p.client.post('/user/avatar', { avatar: 'abc' }), 400, 195);
    expect((await p.client.get('/user/avatar')).body.avatar).toBe(17);

    const image = await fetch(`${running.url}/avatars/29.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    const svg = await image.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await fetch(`${running.url}/avatars/30.svg`)).status).toBe(400);

    const anonymous = new Client(running.url);
    expectError(await anonymous.get('/user/avatar'), 401, 115);
    expectError(await anonymous.post('/user/avatar', { avatar: 2 }), 401, 115);
  });

  it('marketing: receiveEmail and receiveSms are saved (updateMarketing)', async () => {
    const p = await newPlayer(running.url);
    const on = await p.client.post('/player/updateFields', { receiveEmail: true, receiveSms: false });
    expect(on.status).toBe(200);
    expect(on.body).toEqual(expect.objectContaining({ receiveEmail: true, receiveSms: false }));
    const me = (await p.client.get('/player')).body;
    expect([me.receiveEmail, me.receiveSms]).toEqual([true, false]);
    expectError(await p.client.post('/player/updateFields', { receiveSms: 'maybe' }), 400, 195);
    expect((await p.client.get('/player')).body.receiveSms).toBe(false);
  });

  it('documents: pdf, png and jpg by content are stored outside the web root and listed with type and status', async () => {
    const p = await newPlayer(running.url);
    expect((await p.client.get('/player/documents')).body).toEqual({ success: true, documents: [] });

    const pdf = await upload(p.client, idDoc, [{ data: PDF, name: 'passport.pdf' }]);
    expect(pdf.status).toBe(200);
    expect(pdf.body.document).toEqual({
      documentId: expect.any(Number),
      name: 'Passi',
      documentSource: 'passport.pdf',
      documentType: 'passport',
      documentSide: 'any',
      documentStatus: 'pending',
      fileType: 'pdf',
      size: PDF.length,
      uploadTime: clock.t,
    });
    clock.advance(1000);
    // The browser's name says png, the content says jpg: the content wins.
    const jpg = await upload(p.client, { documentSide: 'any', documentType: 'utilityBill' }, [{ data: JPG, name: 'bill.png' }]);
    expect(jpg.body.document).toEqual(expect.objectContaining({ fileType: 'jpg', name: 'bill.png', documentType: 'utilityBill' }));
    clock.advance(1000);
    const png = await upload(p.client, { documentSide: 'any', documentType: 'drivingLicence', name: 'Ajokortti' }, [
      { data: PNG, name: '../../etc/kortti.png' },
    ]);
    expect(png.body.document).toEqual(expect.objectContaining({ fileType: 'png', documentSource: 'kortti.png' }));

    const list = await p.client.get('/player/documents');
    expect(list.body.documents.map((d: Body) => d.documentType)).toEqual(['drivingLicence', 'utilityBill', 'passport']);

    // Stored under the documents folder in the player's own folder, byte for byte.
    const files = fs.readdirSync(path.join(documentsDir, String(p.userId)));
    expect(files).toHaveLength(3);
    const stored = files.map((f) => fs.readFileSync(path.join(documentsDir, String(p.userId), f)));
    expect(stored.some((b) => b.equals(PDF))).toBe(true);
    // Nothing serves them.
    for (const f of files) expect((await p.client.get(`/${p.userId}/${f}`)).status).toBe(404);
  });

  it('documents: a file of exactly 2097152 bytes is accepted; one byte more is 160 fileTooLarge and nothing is stored', async () => {
    const p = await newPlayer(running.url);
    const exact = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX - 9, 0x20)]);
    expect(exact.length).toBe(MAX);
    const ok = await upload(p.client, idDoc, [{ data: exact, name: 'max.pdf' }]);
    expect(ok.status).toBe(200);
    expect(ok.body.document.size).toBe(MAX);

    const big = await upload(p.client, idDoc, [{ data: Buffer.concat([exact, Buffer.from(' ')]), name: 'big.pdf' }]);
    expectError(big, 413, 160);
    expect(big.body.params).toEqual(expect.objectContaining({ reason: 'fileTooLarge', max: MAX }));
    expect((await p.client.get('/player/documents')).body.documents).toHaveLength(1);
  });

  it('documents: 160 for no file, an empty file, a type that is not pdf/png/jpg or two files; 195 for a missing or unknown type', async () => {
    const p = await newPlayer(running.url);
    const reasons: [Res, string][] = [
      [await upload(p.client, idDoc, []), 'noFile'],
      [await upload(p.client, idDoc, [{ data: Buffer.alloc(0), name: 'empty.pdf' }]), 'emptyFile'],
      [await upload(p.client, idDoc, [{ data: Buffer.from('GIF89a............'), name: 'fake.pdf' }]), 'fileType'],
      [await upload(p.client, idDoc, [{ data: Buffer.from('<html><script>alert(1)</script>'), name: 'x.jpg' }]), 'fileType'],
      [
        await upload(p.client, idDoc, [
          { data: PDF, name: 'a.pdf' },
          { data: PDF, name: 'b.pdf' },
        ]),
        'tooManyFiles',
      ],
    ];
    for (const [res, reason] of reasons) {
      expectError(res, 400, 160);
      expect(res.body.params.reason).toBe(reason);
    }
    const noType = await upload(p.client, { documentSide: 'any' }, [{ data: PDF, name: 'a.pdf' }]);
    expectError(noType, 400, 195);
    expect(noType.body.params.field).toBe('documentType');
    expectError(await upload(p.client, { documentSide: 'any', documentType: 'selfie' }, [{ data: PDF, name: 'a.pdf' }]), 400, 195);
    expectError(await upload(p.client, { documentSide: 'top', documentType: 'passport' }, [{ data: PDF, name: 'a.pdf' }]), 400, 195);
    expect((await p.client.get('/player/documents')).body.documents).toEqual([]);
    expect(fs.existsSync(path.join(documentsDir, String(p.userId)))).toBe(false);
    expectError(await upload(new Client(running.url), idDoc, [{ data: PDF, name: 'a.pdf' }]), 401, 115);
  });

  it("documents: the compliance team sets a status with the admin token; a player never sees or changes another's documents", async () => {
    const owner = await newPlayer(running.url);
    const other = await newPlayer(running.url);
    const doc = (await upload(owner.client, idDoc, [{ data: PDF, name: 'mine.pdf' }])).body.document;

    // Any parameter naming another player is ignored: the session decides.
    for (const q of [`?userId=${owner.userId}`, `?playerId=${owner.userId}`, `?documentId=${doc.documentId}`]) {
      const res = await other.client.get(`/player/documents${q}`);
      expect(res.status).toBe(200);
      expect(res.body.documents).toEqual([]);
    }
    const planted = await upload(other.client, { ...idDoc, userId: String(owner.userId), playerId: String(owner.userId) }, [
      { data: PNG, name: 'x.png' },
    ]);
    expect(planted.status).toBe(200);
    expect((await owner.client.get('/player/documents')).body.documents).toHaveLength(1);
    expect((await other.client.get('/player/documents')).body.documents).toHaveLength(1);
    await other.client.post('/user/avatar', { avatar: 5, userId: owner.userId });
    expect((await owner.client.get('/user/avatar')).body.avatar).toBe(1);

    // The player's own session cannot use the admin endpoint.
    const noToken = await other.client.post(`/sandbox/admin/documents/${doc.documentId}/status`, { status: 'approved' });
    expectError(noToken, 403, 100);
    const wrong = await fetch(`${running.url}/sandbox/admin/documents/${doc.documentId}/status`, {
      method: 'POST',
      headers: { 'x-admin-token': 'nope', 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(wrong.status).toBe(403);
    expect((await owner.client.get('/player/documents')).body.documents[0].documentStatus).toBe('pending');

    clock.advance(60_000);
    const approved = await adminPost(running.url, `/sandbox/admin/documents/${doc.documentId}/status`, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.document).toEqual(expect.objectContaining({ documentId: doc.documentId, documentStatus: 'approved' }));
    expect((await owner.client.get('/player/documents')).body.documents[0].documentStatus).toBe('approved');
    expect(
      (await adminPost(running.url, `/sandbox/admin/documents/${doc.documentId}/status`, { status: 'rejected' })).body.document
        .documentStatus,
    ).toBe('rejected');
    expect((await adminPost(running.url, `/sandbox/admin/documents/${doc.documentId}/status`, { status: 'lost' })).status).toBe(400);
    expect((await adminPost(running.url, '/sandbox/admin/documents/999999/status', { status: 'approved' })).status).toBe(404);
  });

  it('customer support: the message is stored and sent to the support desk through the outbox; 195 out of bounds; 429 beyond 5 an hour', async () => {
    const p = await newPlayer(running.url);
    const info = await p.client.get('/player/support');
    expect(info.body).toEqual({
      success: true,
      email: 'support@aurum-casino.test',
      topics: expect.arrayContaining(['general', 'closeAccount']),
    });

    const sent = await p.client.post('/player/support/contact', { topic: 'closeAccount', message: 'Please close my account, thank you.' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, messageId: expect.any(Number) });
    const mail = (await outbox(running.url, 'support@aurum-casino.test', 'email')).find((m: Body) =>
      m.subject.startsWith(`[${sent.body.messageId}]`),
    );
    expect(mail.subject).toBe(`[${sent.body.messageId}] Close my account`);
    expect(mail.body).toContain('Please close my account, thank you.');
    expect(mail.body).toContain(p.email);
    expect(mail.body).toContain(`Player: ${p.userId}`);

    expectError(await p.client.post('/player/support/contact', { topic: 'general', message: 'short' }), 400, 195);
    expectError(await p.client.post('/player/support/contact', { topic: 'general', message: 'x'.repeat(2001) }), 400, 195);
    expectError(await p.client.post('/player/support/contact', { topic: 'refund', message: 'A long enough message' }), 400, 195);
    for (let i = 0; i < 4; i++)
      expect((await p.client.post('/player/support/contact', { topic: 'general', message: `Question number ${i}` })).status).toBe(200);
    expectError(await p.client.post('/player/support/contact', { topic: 'general', message: 'One message too many' }), 429, 429);
    clock.advance(3600 * 1000 + 1);
    // The idle session has ended by then: log in again.
    expect((await p.client.post('/login', { email: p.email, password: p.password })).status).toBe(200);
    expect((await p.client.post('/player/support/contact', { topic: 'general', message: 'A new hour, a new message' })).status).toBe(200);
    expectError(
      await new Client(running.url).post('/player/support/contact', { topic: 'general', message: 'Anonymous message' }),
      401,
      115,
    );
  });

  it('phone: a verified player confirms a new number with the code sent to it; it is then verified', async () => {
    const p = await newPlayer(running.url);
    const first = `+35840${String(Date.now()).slice(-7)}`;
    await p.client.post('/player/phonenumber', { phonenumber: first, password: p.password });
    const [code1] = await outbox(running.url, first, 'sms');
    expect((await p.client.post('/player/verifySmsShortCode', { code: code1.code })).status).toBe(200);
    expect((await p.client.get('/player')).body.phoneNumberVerified).toBe(true);

    const second = `+3725${String(Date.now()).slice(-7)}`;
    expect((await p.client.post('/player/phonenumber', { phonenumber: second, password: p.password })).status).toBe(200);
    const [code2] = await outbox(running.url, second, 'sms');
    expect((await p.client.post('/player/verifySmsShortCode', { code: code2.code })).status).toBe(200);
    const me = (await p.client.get('/player')).body;
    expect([me.phoneNumber, me.phoneNumberVerified]).toEqual([second, true]);
    expect((await p.client.get('/verification/status')).body.phoneNumberVerified).toBe(true);
    expect((await p.client.get('/player/smsVerificationHistory')).body.history.map((h: Body) => [h.phoneNumber, h.verified])).toEqual([
      [second, true],
      [first, true],
    ]);
  });
});
