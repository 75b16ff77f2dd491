import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { contributeFromTurnover, JACKPOT_SHARDS, listJackpots, shardOf } from '../../src/features/jackpots/jackpots';
import { shardPoolsOfRead, shardRatesRead } from '../../src/features/jackpots/store/jackpots';
import { buildRead } from '../../src/db/readFragment';
import { writeHouseMovements } from '../../src/features/wallet';
import { ADMIN_TOKEN } from '../accounts/helpers';
import { launch, ledgerCheck, newCustomerDeposit, spin } from '../wallet/helpers';
import {
  ENGINES,
  type Body,
  call,
  createTestDatabase,
  expectErrorShape,
  startApp,
  type RunningApp,
  type TestDatabase,
} from '../shared/helpers';

/**
 * A bet's contribution as a round makes it: the rates of the player's shard read, the fractions of
 * a cent carried by the player's turnover before the bet (`turnoverBefore`).
 */
async function contributeOnly(db: Kysely<Database>, playerId: number, betCents: number, now: number, turnoverBefore = 0) {
  const row = await buildRead(db, [shardRatesRead(shardOf(playerId))]).executeTakeFirstOrThrow();
  return contributeFromTurnover(db, playerId, shardPoolsOfRead(row), turnoverBefore, betCents, now, `test:${randomUUID()}`);
}

/** A contribution with its ledger entries (house to pools), as a round writes them. */
async function contributeToJackpots(db: Kysely<Database>, playerId: number, betCents: number, now: number, turnoverBefore = 0) {
  const moves = await contributeOnly(db, playerId, betCents, now, turnoverBefore);
  await writeHouseMovements(db, randomUUID(), moves, now);
}

describe.each(ENGINES)('jackpots (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  const jackpots = async () => (await call(`${running.url}/jackpots?currency=eur`)).body;
  /** Contributions of player P land on P's shard. */
  const P = 7;
  /** Each pool (base + shards), in cents. */
  const cents = async () => {
    const pools = await listJackpots(running.database.db);
    return Object.fromEntries(pools.map((p) => [p.slug, { amount: p.amountCents }]));
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, { adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it('GET /jackpots?currency=eur answers named jackpots in euros with 2 decimals', async () => {
    const res = await call(`${running.url}/jackpots?currency=eur`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.currency).toBe('EUR');
    expect(res.body.jackpots.map((j: Body) => j.name)).toEqual(['Aurum Mega', 'Aurum Major', 'Aurum Minor', 'Aurum Mini']);
    for (const j of res.body.jackpots) {
      expect(Object.keys(j).sort()).toEqual(['amount', 'currency', 'name', 'slug']);
      expect(j.currency).toBe('EUR');
      expect(Math.round(j.amount * 100) / 100).toBe(j.amount);
    }
    expect(res.body.jackpots[2].amount).toBe(987.65);
    // currency is optional and case-insensitive for EUR
    expect((await call(`${running.url}/jackpots`)).body).toEqual(res.body);
    expect((await call(`${running.url}/jackpots?currency=EUR`)).body).toEqual(res.body);
  });

  it.each(['usd', '', 'euro'])('refuses currency=%p with 400 / 195', async (c) => {
    const res = await call(`${running.url}/jackpots?currency=${c}`);
    expectErrorShape(res, 400, 195);
    expect(res.body.params.field).toBe('currency');
  });

  it('contributeToJackpots grows every pot by its share of the bet, inside a transaction', async () => {
    const before = await cents();
    // Mega takes 5000 ppm (0.5 %): a 100 € bet adds 50 cents.
    await running.database.db.transaction().execute((trx) => contributeToJackpots(trx, P, 10000, Date.now()));
    const after = await cents();
    expect(after['aurum-mega'].amount - before['aurum-mega'].amount).toBe(50);
    expect(after['aurum-major'].amount - before['aurum-major'].amount).toBe(30);
    expect(after['aurum-minor'].amount - before['aurum-minor'].amount).toBe(15);
    expect(after['aurum-mini'].amount - before['aurum-mini'].amount).toBe(5);
    const api = await jackpots();
    expect(api.jackpots[0].amount).toBe(after['aurum-mega'].amount / 100);
  });

  it("carries fractions of a cent in the player's turnover so that many small bets add up exactly", async () => {
    const before = await cents();
    // 1000 bets of 1 cent at 500 ppm = 0.5 cent in total: not a cent yet, but kept in the turnover.
    // One transaction: each statement still carries its fraction to the next, without 1000 commits.
    await running.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 1000; i++) await contributeToJackpots(trx, P, 1, Date.now(), i);
    });
    let after = await cents();
    expect(after['aurum-mini'].amount - before['aurum-mini'].amount).toBe(0);
    await running.database.db.transaction().execute(async (trx) => {
      for (let i = 1000; i < 2000; i++) await contributeToJackpots(trx, P, 1, Date.now(), i);
    });
    after = await cents();
    expect(after['aurum-mini'].amount - before['aurum-mini'].amount).toBe(1);
    // Mega: 2000 cents * 5000 ppm = 10 cents.
    expect(after['aurum-mega'].amount - before['aurum-mega'].amount).toBe(10);
    // 2000 sequential round trips: on a loaded 2-core machine PostgreSQL needs more than 5 s.
  }, 60_000);

  it('a bet adds floor((turnover + bet) × rate) − floor(turnover × rate) whole cents, beyond 2^53 too', async () => {
    const db = running.database.db;
    await db
      .transaction()
      .execute(async (trx) => {
        const moves = async (t: number, b: number) =>
          Object.fromEntries((await contributeOnly(trx, P, b, Date.now(), t)).map((m) => [m.account, m.amount]));
        // 199 cents at 5000 ppm is 0.995 cent: one more cent of turnover crosses it.
        expect((await moves(0, 199))['jackpot:aurum-mega']).toBeUndefined();
        expect(await moves(199, 1)).toEqual({ 'jackpot:aurum-mega': 1 });
        // A turnover whose product with the rate is not a safe integer: exact in BigInt.
        const t = 9_007_199_254_000;
        const exact = (x: number, ppm: number) => Number((BigInt(x) * BigInt(ppm)) / 1_000_000n);
        expect((await moves(t, 1000))['jackpot:aurum-mega']).toBe(exact(t + 1000, 5000) - exact(t, 5000));
        throw new Error('rolled back');
      })
      .catch((err: Error) => expect(err.message).toBe('rolled back'));
  });

  it('bets of one shard at the same time: no share is lost', async () => {
    const before = await cents();
    // Each bet in its own transaction, all at once, on P's shard; each adds whole cents to every pool.
    await Promise.all(
      Array.from({ length: 12 }, () => running.database.db.transaction().execute((trx) => contributeToJackpots(trx, P, 10000, Date.now()))),
    );
    const after = await cents();
    const ppm = { 'aurum-mega': 5000, 'aurum-major': 3000, 'aurum-minor': 1500, 'aurum-mini': 500 } as const;
    for (const [slug, rate] of Object.entries(ppm)) expect(after[slug].amount - before[slug].amount).toBe((12 * 10000 * rate) / 1_000_000);
  });

  it('a rolled-back bet leaves the pots alone', async () => {
    const before = await cents();
    await expect(
      running.database.db.transaction().execute(async (trx) => {
        await contributeToJackpots(trx, P, 500000, Date.now());
        throw new Error('bet refused');
      }),
    ).rejects.toThrow('bet refused');
    expect(await cents()).toEqual(before);
  });

  it('refuses a negative or fractional bet; zero changes nothing', async () => {
    const before = await cents();
    await expect(contributeToJackpots(running.database.db, P, -1, Date.now())).rejects.toMatchObject({ errorCode: 195 });
    await expect(contributeToJackpots(running.database.db, P, 1.5, Date.now())).rejects.toMatchObject({ errorCode: 195 });
    await contributeToJackpots(running.database.db, P, 0, Date.now());
    expect(await cents()).toEqual(before);
  });

  const award = (slug: string, playerId: number) =>
    fetch(`${running.url}/sandbox/admin/jackpots/${slug}/award`, {
      method: 'POST',
      headers: { 'x-admin-token': ADMIN_TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ playerId }),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  /** Sums of the pool's ledger entries by kind (jackpot_seed, jackpot_contribution, jackpot_win). */
  const poolEntries = async (slug: string) => {
    const rows = await running.database.db
      .selectFrom('wallet_ledger')
      .select(['kind', (eb) => eb.fn.sum<number>('amount_cents').as('s')])
      .where('account', '=', `jackpot:${slug}`)
      .groupBy('kind')
      .execute();
    const by = Object.fromEntries(rows.map((r) => [r.kind, Number(r.s)]));
    return { seed: by.jackpot_seed ?? 0, contributions: by.jackpot_contribution ?? 0, wins: by.jackpot_win ?? 0 };
  };

  it('real bets feed the pools through the ledger: the shown jackpot is the pool account, to the cent', async () => {
    const { client, userId } = await newCustomerDeposit(running.url, 500);
    const token = await launch(client, 2);
    const before = await cents();
    for (let i = 0; i < 6; i++) expect((await spin(client, token, 10)).status).toBe(200);
    const after = await cents();
    // 60 € of bets at 500 ppm: exactly 3 cents more in the mini pool.
    expect(after['aurum-mini'].amount - before['aurum-mini'].amount).toBe(3);
    const check = await ledgerCheck(running.url);
    expect(check.problems).toEqual([]);
    expect(check.total).toBe(0);
    for (const j of (await jackpots()).jackpots) {
      const e = await poolEntries(j.slug);
      expect(Math.round(j.amount * 100)).toBe(e.seed + e.contributions + e.wins);
    }
    const own = await running.database.db
      .selectFrom('wallet_ledger')
      .select('account')
      .where('player_id', '=', userId)
      .where('kind', '=', 'jackpot_contribution')
      .execute();
    expect(own.length).toBeGreaterThan(0);
  });

  it("each player's rounds feed every pool exactly floor(turnover × rate), whoever shares their shard", async () => {
    const players = await Promise.all(Array.from({ length: 3 }, () => newCustomerDeposit(running.url, 100)));
    const tokens = await Promise.all(players.map((p) => launch(p.client, 2)));
    // 1 € bets: mega gets 0.5 cent a round, mini 0.05; rounds of the players interleave.
    for (let k = 0; k < 7; k++)
      await Promise.all(players.map(async (p, i) => expect((await spin(p.client, tokens[i], 1)).status).toBe(200)));
    const rates = await running.database.db.selectFrom('jackpot').select(['slug', 'contribution_ppm']).execute();
    for (const { userId } of players) {
      const { total_turnover_cents: turnover } = await running.database.db
        .selectFrom('player_balance')
        .select('total_turnover_cents')
        .where('player_id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(Number(turnover)).toBe(700);
      const entries = await running.database.db
        .selectFrom('wallet_ledger')
        .select(['account', (eb) => eb.fn.sum<number>('amount_cents').as('s')])
        .where('player_id', '=', userId)
        .where('kind', '=', 'jackpot_contribution')
        .where('account', 'like', 'jackpot:%')
        .groupBy('account')
        .execute();
      const fed = Object.fromEntries(entries.map((e) => [e.account, Number(e.s)]));
      for (const r of rates) expect(fed[`jackpot:${r.slug}`] ?? 0).toBe(Math.floor((700 * Number(r.contribution_ppm)) / 1_000_000));
    }
    expect((await ledgerCheck(running.url)).problems).toEqual([]);
  });

  it('GET /jackpots is kept in memory but shows every round that grew a pool at once, and a rolled-back bet never', async () => {
    const { client } = await newCustomerDeposit(running.url, 100);
    const token = await launch(client, 3);
    const shown = async () => Object.fromEntries((await jackpots()).jackpots.map((j: Body) => [j.slug, Math.round(j.amount * 100)]));
    const first = await shown();
    expect(await shown()).toEqual(first);
    // A first bet of 10 €: mega 5000 ppm = 5 cents, major 3, minor 1.5 (1), mini 0.5 (0).
    expect((await spin(client, token, 10)).status).toBe(200);
    const afterSpin = await shown();
    expect(afterSpin['aurum-mega'] - first['aurum-mega']).toBe(5);
    expect(afterSpin['aurum-major'] - first['aurum-major']).toBe(3);
    const pools = Object.fromEntries((await listJackpots(running.database.db)).map((j) => [j.slug, j.amountCents]));
    expect(afterSpin).toEqual(pools);
    await expect(
      running.database.db.transaction().execute(async (trx) => {
        await contributeOnly(trx, P, 1_000_000, Date.now());
        throw new Error('bet refused');
      }),
    ).rejects.toThrow('bet refused');
    expect(await shown()).toEqual(pools);
  });

  it('a win pays exactly what the pool held and restarts it from its seed; 404 for an unknown pool or player', async () => {
    const { client, userId } = await newCustomerDeposit(running.url, 100);
    const shown = (await jackpots()).jackpots.find((j: Body) => j.slug === 'aurum-minor').amount;
    const res = await award('aurum-minor', userId);
    expect(res).toEqual({ status: 200, body: { success: true, slug: 'aurum-minor', userId, amount: shown, seed: 987.65 } });
    const bal = (await client.get('/player/balance')).body;
    expect(bal.cash).toBeCloseTo(100 + shown, 2);
    expect((await jackpots()).jackpots.find((j: Body) => j.slug === 'aurum-minor').amount).toBe(987.65);
    expect((await ledgerCheck(running.url)).problems).toEqual([]);
    expect((await award('no-such-pool', userId)).status).toBe(404);
    expect((await award('aurum-minor', 999999)).status).toBe(404);
  });

  it('a win racing contributions: every cent lands either in the win or in the restarted pool', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => newCustomerDeposit(running.url, 500)));
    // Players on different shards and on the same one race the win.
    expect(new Set(players.map((p) => shardOf(p.userId) % JACKPOT_SHARDS)).size).toBeGreaterThan(1);
    const tokens = await Promise.all(players.map((p) => launch(p.client, 4)));
    const winner = players[0].userId;
    const before = await poolEntries('aurum-mega');
    const shownBefore = (await cents())['aurum-mega'].amount;
    const spins = players.map(async (p, i) => {
      for (let k = 0; k < 8; k++) expect((await spin(p.client, tokens[i], 5, randomUUID())).status).toBe(200);
    });
    const wins = (async () => {
      await new Promise((r) => setTimeout(r, 30));
      const first = await award('aurum-mega', winner);
      const second = await award('aurum-mega', winner);
      return [first, second];
    })();
    const [[first, second]] = await Promise.all([wins, ...spins]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const after = await poolEntries('aurum-mega');
    const shownAfter = (await cents())['aurum-mega'].amount;
    const paid = Math.round((first.body.amount + second.body.amount) * 100);
    // Pool before + the seeds paid in + every contribution = what the wins paid + what the pool holds now.
    const contributions = after.contributions - before.contributions;
    expect(shownBefore + 2 * 124578900 + contributions).toBe(paid + shownAfter);
    expect(after.wins - before.wins).toBe(-paid);
    // The second win paid exactly the seed plus what arrived between the two wins, never less than the seed.
    expect(Math.round(second.body.amount * 100)).toBeGreaterThanOrEqual(124578900);
    const check = await ledgerCheck(running.url);
    expect(check.problems).toEqual([]);
    const winnerCash = await running.database.db
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('s'))
      .where('player_id', '=', winner)
      .where('kind', '=', 'jackpot_win')
      .where('account', '=', 'cash')
      .executeTakeFirstOrThrow();
    expect(Number(winnerCash.s)).toBe(paid);
  }, 60_000);

  // SQLite has one database-wide write lock by design; row locks are PostgreSQL's.
  if (engine === 'postgres') {
    it('bets of players on different shards never wait for each other; the same shard does (no global lock)', async () => {
      const db = running.database.db;
      const [a, b, sameAsA] = [3, 4, 3 + JACKPOT_SHARDS];
      let contributed!: () => void;
      let release!: () => void;
      const aContributed = new Promise<void>((r) => (contributed = r));
      const holdA = new Promise<void>((r) => (release = r));
      // A's round has added to its shard and not committed yet: those rows stay locked.
      const roundA = db
        .transaction()
        .execute(async (trx) => {
          await contributeToJackpots(trx, a, 10000, Date.now());
          contributed();
          await holdA;
          throw new Error('rolled back');
        })
        .catch((err: Error) => err.message);
      await aContributed;
      // A contribution that rolls back (the pools stay as their ledger says): 'done', or the lock error.
      const withLockTimeout = (playerId: number, ms: number) =>
        db
          .transaction()
          .execute(async (trx) => {
            await sql.raw(`set local lock_timeout = '${ms}ms'`).execute(trx);
            await contributeToJackpots(trx, playerId, 10000, Date.now());
            throw new Error('done');
          })
          .catch((err: Error & { code?: string }) => err.code ?? err.message);
      try {
        // Another shard: done at once, while A still holds its rows.
        expect(await withLockTimeout(b, 3000)).toBe('done');
        // A's shard: waits for A (lock_timeout 55P03).
        expect(await withLockTimeout(sameAsA, 300)).toBe('55P03');
      } finally {
        release();
      }
      expect(await roundA).toBe('rolled back');
      expect((await ledgerCheck(running.url)).problems).toEqual([]);
    }, 30_000);
  }
});
