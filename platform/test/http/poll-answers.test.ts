import { loadScriptConfig } from '../../src/config';
import { AnswerCache } from '../../src/http/answerCache';
import { INSTANCE_SETUPS, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, expectError, newPlayer } from '../accounts/helpers';
import { ORIGIN, decide, grant, launch, spin } from '../wallet/helpers';

/**
 * The polled answers kept in memory (http/answerCache.ts) are never stale after a change and
 * never another player's: a spin, a deposit the bank settles, a limit change, an admin grant and
 * time itself (a reality check falling due) show at the very next poll, on whichever instance it
 * lands. SQLite runs one instance (cache on); PostgreSQL two on one database, with Redis (cache on,
 * changes announced on the instances' channel) and without it (cache off).
 */
const { redisUrl: REDIS_URL, redisPrefix: REDIS_PREFIX } = loadScriptConfig();
const MINUTE = 60_000;
const POLLED = [
  '/player/balance',
  '/player/limits',
  '/player/bonuses/freeSpins?page=1',
  '/games/RecentGames',
  '/games/favourites',
  '/cms/maintenance',
];

describe.each(INSTANCE_SETUPS)('polled answers follow every change at once (%o)', ({ engine, instances, redis }) => {
  let testDb: TestDatabase;
  const apps: RunningApp[] = [];
  const clock = new Clock();
  const prefix = `${REDIS_PREFIX}test-answers-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    for (let i = 0; i < instances; i++) {
      apps.push(
        await startApp(testDb, { adminToken: ADMIN_TOKEN, clock, redis: redis && REDIS_URL ? { url: REDIS_URL, prefix } : undefined }),
      );
    }
    if (redis) await waitForChannels();
  }, 60_000);
  afterAll(async () => {
    for (const a of apps) await a.stop();
    await testDb?.cleanup();
  }, 30_000);

  const first = () => apps[0].url;
  const last = () => apps[apps.length - 1].url;
  /** The same browser (cookie) talking to another instance. */
  const on = (base: string, client: Client): Client => {
    const other = new Client(base, client.ip);
    other.cookie = client.cookie;
    return other;
  };
  const poll = async (client: Client, path: string) => {
    const res = await client.get(path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body;
  };
  /** Polls the polled paths a few times on every instance, so that each holds the answers if it caches. */
  async function pollEverywhere(client: Client): Promise<void> {
    for (const a of apps) {
      for (let i = 0; i < 2; i++) for (const p of POLLED) await poll(on(a.url, client), p);
    }
  }
  const dailyLoss = (limits: { limits: { kind: string; usedAmount: number; amount: number | null }[] }) =>
    limits.limits.find((l) => l.kind === 'dailyLoss')!;

  /** Redis subscriptions are made in the background: wait (bounded) until a change on one instance reaches the others. */
  async function waitForChannels(): Promise<void> {
    const p = await newPlayer(first());
    for (let attempt = 0; attempt < 50; attempt++) {
      await pollEverywhere(p.client);
      const before = (await poll(on(last(), p.client), '/player/balance')).balance;
      await grant(first(), p.userId, { cash: 1 });
      if ((await poll(on(last(), p.client), '/player/balance')).balance === before + 1) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('a spin shows at the next poll of the balance, the limits and the recent games, on every instance', async () => {
    const { client, userId } = await newPlayer(first());
    await grant(first(), userId, { cash: 50 });
    const token = await launch(client, 14);
    await pollEverywhere(client);
    expect((await poll(on(last(), client), '/games/RecentGames')).games).toEqual([]);
    let loss = 0;
    for (let i = 0; i < 3; i++) {
      await pollEverywhere(client);
      const res = await spin(client, token, 1);
      expect(res.status).toBe(200);
      loss += res.body.bet - res.body.win;
      for (const a of apps) {
        expect((await poll(on(a.url, client), '/player/balance')).balance).toBe(res.body.balance);
        expect(dailyLoss(await poll(on(a.url, client), '/player/limits')).usedAmount).toBeCloseTo(Math.max(0, loss), 2);
        expect((await poll(on(a.url, client), '/games/RecentGames')).games.map((g: { id: number }) => g.id)).toEqual([14]);
      }
    }
  });

  it('a deposit the bank settles (no session in that request) shows at the next balance poll', async () => {
    const { client, userId } = await newPlayer(first());
    await grant(first(), userId, { cash: 10 });
    const init = await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' });
    expect(init.status).toBe(200);
    await pollEverywhere(client);
    expect((await poll(on(last(), client), '/player/balance')).balance).toBe(10);
    // The bank page as another browser would send it: no session cookie.
    const bank = new Client(first());
    bank.browserCookie = client.browserCookie;
    expect((await decide(bank, init.body.redirectUrl, 'approve')).status).toBe(303);
    for (const a of apps) expect((await poll(on(a.url, client), '/player/balance')).balance).toBe(30);
  });

  it('a limit change and an admin grant show at the next poll on another instance', async () => {
    const { client, userId } = await newPlayer(first());
    await pollEverywhere(client);
    expect(dailyLoss(await poll(on(last(), client), '/player/limits')).amount).toBeNull();
    expect((await client.post('/player/limit/loss', { dailyAmount: 10 })).status).toBe(200);
    expect(dailyLoss(await poll(on(last(), client), '/player/limits')).amount).toBe(10);
    await pollEverywhere(client);
    await grant(first(), userId, { cash: 7 });
    expect((await poll(on(last(), client), '/player/balance')).balance).toBe(7);
  });

  it('a favourite added on one instance and a maintenance switched on by the admin show at the next poll on another', async () => {
    const { client } = await newPlayer(first());
    await pollEverywhere(client);
    expect((await client.post('/games/favourites/add', { gameId: 14 }, { as: 'json', headers: ORIGIN })).status).toBe(200);
    expect((await poll(on(last(), client), '/games/favourites')).games.map((g: { id: number }) => g.id)).toEqual([14]);
    expect((await poll(on(last(), client), '/cms/maintenance')).maintenance.active).toBe(false);
    expect((await adminPost(first(), '/sandbox/admin/maintenance', { maintenanceActive: true })).status).toBe(200);
    try {
      expect((await poll(on(last(), new Client(first())), '/cms/maintenance')).maintenance.active).toBe(true);
    } finally {
      expect((await adminPost(first(), '/sandbox/admin/maintenance', { maintenanceActive: false })).status).toBe(200);
    }
  });

  it('time alone: the reality check falls due at the first poll after its interval', async () => {
    const { client } = await newPlayer(first());
    expect((await client.post('/player/limit/time', { realityCheckInterval: 15 }, { as: 'json', headers: ORIGIN })).status).toBe(200);
    await pollEverywhere(client);
    const kinds = async () => (await poll(on(last(), client), '/player/limits')).limits.map((l: { kind: string }) => l.kind);
    expect(await kinds()).not.toContain('realityCheck');
    clock.advance(15 * MINUTE);
    expect(await kinds()).toContain('realityCheck');
    const played = async () =>
      (await poll(on(last(), client), '/player/limits')).limits.find((l: { kind: string }) => l.kind === 'realityCheck').realityCheck
        .playTimeMinutes;
    const before = await played();
    clock.advance(MINUTE);
    expect(await played()).toBe(before + 1);
  });

  it('no player is answered another player\u2019s poll, and a logout ends the polls on every instance', async () => {
    const a = await newPlayer(first());
    const b = await newPlayer(first());
    await grant(first(), a.userId, { cash: 3 });
    await grant(first(), b.userId, { cash: 4 });
    for (let i = 0; i < 3; i++) {
      for (const inst of apps) {
        expect((await poll(on(inst.url, a.client), '/player/balance')).balance).toBe(3);
        expect((await poll(on(inst.url, b.client), '/player/balance')).balance).toBe(4);
      }
    }
    expect((await a.client.post('/logout')).status).toBe(200);
    for (const inst of apps) expectError(await on(inst.url, a.client).get('/player/balance'), 401, 115);
    expect((await poll(on(last(), b.client), '/player/balance')).balance).toBe(4);
  });

  it('the sandbox admin moving the clock (of the instance it asks) is seen by its next poll', async () => {
    const { client } = await newPlayer(first());
    expect((await client.post('/player/limit/time', { realityCheckInterval: 15 }, { as: 'json', headers: ORIGIN })).status).toBe(200);
    await pollEverywhere(client);
    const kinds = async () => (await poll(client, '/player/limits')).limits.map((l: { kind: string }) => l.kind);
    expect(await kinds()).not.toContain('realityCheck');
    expect((await adminPost(first(), '/sandbox/admin/clock/advance', { minutes: 15 })).status).toBe(200);
    expect(await kinds()).toContain('realityCheck');
  });
});

describe('the answer cache keeps no read that raced with a change', () => {
  it('a store with a ticket taken before a change of the player (or of everyone) is refused; other players keep theirs', () => {
    const cache = new AnswerCache(true);
    const t0 = cache.ticket();
    cache.forget({ playerId: 1 });
    cache.store(t0, 1, 'balance', 'old', Infinity);
    cache.store(t0, 2, 'balance', 'two', Infinity);
    expect(cache.lookup(1, 'balance', 0)).toBeUndefined();
    expect(cache.lookup(2, 'balance', 0)).toBe('two');
    const t1 = cache.ticket();
    cache.store(t1, 1, 'balance', 'new', 100);
    expect(cache.lookup(1, 'balance', 99)).toBe('new');
    expect(cache.lookup(1, 'balance', 100)).toBeUndefined();
    const t2 = cache.ticket();
    cache.forget({ all: true });
    cache.store(t2, 3, 'balance', 'stale', Infinity);
    expect(cache.lookup(3, 'balance', 0)).toBeUndefined();
    expect(cache.lookup(2, 'balance', 0)).toBeUndefined();
  });
});
