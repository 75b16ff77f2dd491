import { loadScriptConfig } from '../../src/config';
import { INSTANCE_SETUPS, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, expectError, newPlayer } from '../accounts/helpers';

/**
 * Sessions kept in memory between polls (http/sessionCache.ts) must still end at
 * once, on every instance: a logout, a password change (other sessions), a blocked player and an
 * idle expiry answer 115 on the very next request, wherever it lands. Two instances run on one
 * PostgreSQL database, with Redis (REDIS_URL, when set) telling each other of ended sessions and
 * without it (no cache); SQLite runs one instance, as in production.
 */
const { redisUrl: REDIS_URL, redisPrefix: REDIS_PREFIX } = loadScriptConfig();
const IDLE_MS = 5 * 60 * 1000;

describe.each(INSTANCE_SETUPS)('sessions end at once on every instance (%o)', ({ engine, instances, redis }) => {
  let testDb: TestDatabase;
  const apps: RunningApp[] = [];
  const clock = new Clock();
  const prefix = `${REDIS_PREFIX}test-sessions-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    for (let i = 0; i < instances; i++) {
      apps.push(
        await startApp(testDb, {
          adminToken: ADMIN_TOKEN,
          clock,
          accounts: { sessionIdleMs: IDLE_MS },
          redis: redis && REDIS_URL ? { url: REDIS_URL, prefix } : undefined,
        }),
      );
    }
    if (redis) await waitForChannels();
  }, 60_000);
  afterAll(async () => {
    for (const a of apps) await a.stop();
    await testDb?.cleanup();
  }, 30_000);

  /** The first and the last instance (the same one on SQLite). */
  const first = () => apps[0].url;
  const last = () => apps[apps.length - 1].url;

  /** The same browser (cookie) talking to another instance. */
  const on = (base: string, client: Client): Client => {
    const other = new Client(base, client.ip);
    other.cookie = client.cookie;
    return other;
  };

  /** Polls the balance a few times on every instance, so that each holds the session if it caches. */
  async function pollEverywhere(client: Client): Promise<void> {
    for (const a of apps) for (let i = 0; i < 3; i++) expect((await on(a.url, client).get('/player/balance')).status).toBe(200);
  }

  /** Redis subscriptions are made in the background: wait (bounded) until a logout on one instance reaches the others. */
  async function waitForChannels(): Promise<void> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const p = await newPlayer(first());
      await pollEverywhere(p.client);
      await p.client.post('/logout');
      if ((await on(last(), p.client).get('/player/balance')).status === 401) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('a logout on one instance ends the session on the others at once', async () => {
    const p = await newPlayer(first());
    await pollEverywhere(p.client);
    const stolen = on(last(), p.client);
    expect((await p.client.post('/logout')).status).toBe(200);
    expectError(await stolen.get('/player/balance'), 401, 115);
    expectError(await stolen.get('/player/limits'), 401, 115);
  }, 30_000);

  it("a password change ends the other sessions everywhere and keeps the caller's", async () => {
    const p = await newPlayer(first());
    const second = new Client(last());
    expect((await second.post('/login', { email: p.email, password: p.password })).status).toBe(200);
    await pollEverywhere(p.client);
    await pollEverywhere(second);
    const changed = await p.client.post('/player/updatePassword', {
      oldPassword: p.password,
      password: 'newpass7',
      confirmPassword: 'newpass7',
    });
    expect(changed.status).toBe(200);
    for (const a of apps) {
      expectError(await on(a.url, second).get('/player/balance'), 401, 115);
      expect((await on(a.url, p.client).get('/player/balance')).status).toBe(200);
    }
  }, 30_000);

  it("a blocked player's sessions end at once on every instance", async () => {
    const p = await newPlayer(first());
    await pollEverywhere(p.client);
    expect((await adminPost(last(), `/sandbox/admin/players/${p.userId}/status`, { status: 'frozen' })).status).toBe(200);
    for (const a of apps) expectError(await on(a.url, p.client).get('/player/balance'), 401, 115);
  }, 30_000);

  it('an idle session expires at once however often it was polled, and an active one stays alive', async () => {
    const idle = await newPlayer(first());
    const active = await newPlayer(first());
    await pollEverywhere(idle.client);
    for (let step = 0; step < 6; step++) {
      clock.advance(IDLE_MS / 5);
      await pollEverywhere(active.client);
    }
    for (const a of apps) expectError(await on(a.url, idle.client).get('/player/balance'), 401, 115);
    await pollEverywhere(active.client);
  }, 30_000);
});
