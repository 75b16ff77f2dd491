import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { openDatabase, type PlatformDb } from '../../src/db';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import { freePort } from '../../scripts/instances';
import { call } from '../shared/helpers';

/**
 * A platform whose PostgreSQL cannot be reached (nothing listens on its port: a restart, a cut):
 * every call that needs the database answers 503 with Retry-After and code 503 (never 500, never
 * waiting for the front's timeout), readiness says not ready, the process stays up
 * (docs/decisions.md#database-unavailable). The fault test (deploy/test/faults.test.ts) restarts a
 * real server under load.
 */
describe('the database away', () => {
  let database: PlatformDb;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let url = '';

  beforeAll(async () => {
    database = openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/casino` });
    app = await buildApp({ db: database, adminToken: 'test-token', logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('recognises what the pool answers while the server is away', async () => {
    const err = await database.ping().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isDatabaseUnavailable(new Error('duplicate key'))).toBe(false);
  });

  it.each(['/player/balance', '/payment/initWithdraw', '/player/limits'])(
    'GET %s of a logged-in player: 503, Retry-After and code 503',
    async (path) => {
      const res = await fetch(`${url}${path}`, { headers: { cookie: 'casino_session=some-session-token' } });
      const body = await res.json();
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('3');
      expect(body).toEqual({
        success: false,
        error: 'Temporarily unavailable, please try again shortly',
        errorCode: 503,
        params: { retryAfterSeconds: 3 },
      });
    },
  );

  it('a login: 503 with code 503', async () => {
    const res = await call(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'someone@example.com', password: 'secret77' }),
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, errorCode: 503 });
  });

  it('readiness answers 503; liveness 200 (the process stays up)', async () => {
    expect((await call(`${url}/health/ready`)).status).toBe(503);
    expect((await call(`${url}/health/live`)).status).toBe(200);
  });
});
