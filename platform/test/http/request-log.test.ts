import type { IncomingMessage } from 'node:http';
import { ADMIN_TOKEN, Client, newPlayer } from '../accounts/helpers';
import { createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { requestIdOf, trustedPeer } from '../../src/http/requestLog';

/** What the platform writes at LOG_LEVEL=info, one parsed JSON line each. */
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request ids and the request log', () => {
  let testDb: TestDatabase;
  let running: RunningApp;

  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite');
    running = await startApp(testDb, {
      adminToken: ADMIN_TOKEN,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it("takes the front's id, answers it, and logs a login under it; the password, the session and the admin token are never logged", async () => {
    const player = await newPlayer(running.url);
    const client = new Client(running.url);
    const id = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
    const login = await client.post('/login', { email: player.email, password: player.password }, { headers: { 'x-request-id': id } });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-request-id')).toBe(id);
    const refused = await client.post(
      '/login',
      { email: player.email, password: 'wrong-password-1' },
      { headers: { 'x-request-id': 'refused-login-0001' } },
    );
    expect(refused.status).toBe(401);

    expect(logged()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reqId: id, msg: 'request', method: 'POST', route: '/login', status: 200 }),
        expect.objectContaining({ reqId: 'refused-login-0001', route: '/login', status: 401, code: refused.body.errorCode }),
      ]),
    );
    const text = lines.join('');
    expect(client.cookie).toBeDefined();
    for (const secret of [player.password, 'wrong-password-1', client.cookie!.split('=')[1], ADMIN_TOKEN])
      expect(text).not.toContain(secret);
  });

  it('makes its own id without one, or for one that is no id; a read is answered with it but not logged', async () => {
    const before = lines.length;
    const plain = await fetch(`${running.url}/player/balance`);
    const bogus = await fetch(`${running.url}/player/balance`, { headers: { 'x-request-id': 'a b' } });
    for (const res of [plain, bogus]) expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain.headers.get('x-request-id')).not.toBe(bogus.headers.get('x-request-id'));
    expect(lines.length).toBe(before);
  });
});

describe('whose X-Request-Id the platform believes (TRUSTED_PROXIES)', () => {
  const request = (remoteAddress: string, id = 'abcdef0123456789') =>
    ({ headers: { 'x-request-id': id }, socket: { remoteAddress } }) as unknown as IncomingMessage;

  it.each([
    ['loopback', '127.0.0.1', true],
    ['loopback', '::ffff:127.0.0.1', true],
    ['loopback', '::1', true],
    ['loopback', '10.0.0.5', false],
    ['none', '127.0.0.1', false],
    [['10.1.0.0/16', '192.0.2.7'], '10.1.200.3', true],
    [['10.1.0.0/16', '192.0.2.7'], '192.0.2.7', true],
    [['10.1.0.0/16', '192.0.2.7'], '10.2.0.1', false],
  ] as const)('%j trusts %s: %s', (trusted, address, expected) => {
    expect(trustedPeer(typeof trusted === 'string' ? trusted : [...trusted])(address)).toBe(expected);
    expect(requestIdOf(typeof trusted === 'string' ? trusted : [...trusted])(request(address)) === 'abcdef0123456789').toBe(expected);
  });
});
