import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Clock, newPlayer } from '../accounts/helpers';
import { grant, ledgerCheck } from './helpers';
import { batchesRolledBackSoFar } from '../../src/features/wallet/store/groupCommit';
import { statementsSoFar } from '../../src/db';
import { addShared, applyMovements, lockWallet, walletTransaction, type SharedWrite } from '../../src/features/wallet';
import type { Db, Trx } from '../../src/db/schema';
import { spinReal } from '../../src/features/games/slot';
import { ROUND_STEPS } from '../../src/features/roundSteps';
import type { RoundStep, RoundSteps } from '../../src/features/games';
import { JACKPOT_SHARDS } from '../../src/features/jackpots/jackpots';
import { AppError, ErrorCode } from '../../src/errors';

/**
 * Rounds of several players that arrive together share one transaction (features/wallet/groupCommit.ts):
 * they run at the same time on one connection (sharedCommit.ts). Each round stays
 * all-or-nothing, a failed one never takes another's money with it, and two shared transactions
 * never wait on each other in a cycle (jackpot shards).
 */
jest.setTimeout(120_000);

/** Adds to a shard's updated_at (any row many rounds write will do). */
const touchShard: SharedWrite<number> = {
  name: 'test_touch_shard',
  merge: (a, b) => a + b,
  write: async (trx, byShard) => {
    for (const [shard, n] of byShard) {
      await trx
        .updateTable('jackpot_shard')
        .set((eb) => ({ updated_at: eb('updated_at', '+', n) }))
        .where('shard', '=', shard)
        .execute();
    }
  },
};

describe.each(ENGINES)('wallet: rounds sharing a transaction (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });
  const db = () => running.database.db;

  async function fundedPlayers(n: number, cash = 50): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const p = await newPlayer(running.url);
      await grant(running.url, p.userId, { cash });
      ids.push(p.userId);
    }
    return ids;
  }

  const spin = (playerId: number, steps: RoundSteps = ROUND_STEPS, betCents = 100) =>
    spinReal(db(), { playerId, gameId: 2, betCents, idempotencyKey: randomUUID(), now: clock.now(), steps });

  async function roundsOf(players: number[]): Promise<{ player: number; txn: string }[]> {
    const rows = await db()
      .selectFrom('game_round')
      .select(['player_id', engine === 'postgres' ? sql<string>`xmin::text`.as('txn') : sql<string>`''`.as('txn')])
      .where('player_id', 'in', players)
      .execute();
    return rows.map((r) => ({ player: Number(r.player_id), txn: String(r.txn) }));
  }

  const balanceOf = async (playerId: number) =>
    Number(
      (await db().selectFrom('player_balance').select('cash_cents').where('player_id', '=', playerId).executeTakeFirstOrThrow()).cash_cents,
    );

  it('rounds of players that arrive together are written by one transaction', async () => {
    const players = await fundedPlayers(6);
    const rolledBack = batchesRolledBackSoFar();
    const answers = await Promise.all(players.map((p) => spin(p)));
    expect(answers.every((a) => a.bet === 1)).toBe(true);
    const rounds = await roundsOf(players);
    expect(rounds.map((r) => r.player).sort()).toEqual([...players].sort());
    if (engine === 'postgres') expect(new Set(rounds.map((r) => r.txn)).size).toBe(1);
    expect(batchesRolledBackSoFar()).toBe(rolledBack);
    for (const [i, p] of players.entries()) expect(await balanceOf(p)).toBe(5000 - 100 + Math.round(answers[i].win * 100));
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  });

  it('rounds that arrive together send fewer statements than the same rounds played one by one', async () => {
    const players = await fundedPlayers(12);
    const statementsOf = async (play: () => Promise<unknown>) => {
      const before = statementsSoFar(engine);
      await play();
      return statementsSoFar(engine) - before;
    };
    const alone = await statementsOf(async () => {
      for (const p of players.slice(0, 6)) await spin(p);
    });
    const together = await statementsOf(() => Promise.all(players.slice(6).map((p) => spin(p))));
    // Together: one BEGIN and COMMIT, the inserts and jackpot additions made once for all.
    expect(together).toBeLessThan(alone * 0.75);
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  });

  it('a round that fails after writing leaves nothing, and every other round of its transaction is there', async () => {
    const players = await fundedPlayers(5);
    const victim = players[2];
    const failing: RoundStep = {
      name: 'failsAfterWriting',
      async afterRound(round) {
        if (round.playerId === victim) throw new AppError(ErrorCode.TRANSACTIONS_BLOCKED);
      },
    };
    const results = await Promise.allSettled(players.map((p) => spin(p, [...ROUND_STEPS, failing])));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ errorCode: ErrorCode.TRANSACTIONS_BLOCKED });
    expect((await roundsOf(players)).map((r) => r.player).sort()).toEqual(players.filter((p) => p !== victim).sort());
    expect(await balanceOf(victim)).toBe(5000);
    expect(await roundEntries(victim)).toBe(0);
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  });

  /** The player's ledger entries other than the grant's. */
  const roundEntries = async (playerId: number) =>
    (await db().selectFrom('wallet_ledger').select('kind').where('player_id', '=', playerId).execute()).filter(
      (r) => r.kind !== 'adjustment',
    ).length;

  it('a database error in one round leaves that round out; the others commit', async () => {
    const players = await fundedPlayers(4);
    const victim = players[1];
    const badRead: RoundStep = {
      name: 'badRead',
      async beforeBet(round) {
        if (round.playerId === victim) await sql`select no_such_column from player_balance`.execute(round.trx);
      },
    };
    const results = await Promise.allSettled(players.map((p) => spin(p, [badRead, ...ROUND_STEPS])));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/no_such_column/);
    expect((await roundsOf(players)).map((r) => r.player).sort()).toEqual(players.filter((p) => p !== victim).sort());
    expect(await balanceOf(victim)).toBe(5000);
    expect(await roundEntries(victim)).toBe(0);
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  });

  it('two rounds of one player in the same turn are played one after the other, and both count', async () => {
    const [p, q] = await fundedPlayers(2);
    const answers = await Promise.all([spin(p), spin(q), spin(p)]);
    const rounds = await roundsOf([p, q]);
    expect(rounds.filter((r) => r.player === p)).toHaveLength(2);
    if (engine === 'postgres') {
      const [first, second] = rounds.filter((r) => r.player === p);
      expect(first.txn).not.toBe(second.txn);
    }
    expect(await balanceOf(p)).toBe(5000 - 200 + Math.round((answers[0].win + answers[2].win) * 100));
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  });

  it("one player's two money movements in a round and another player's are all written, each balance once", async () => {
    const [p, q] = await fundedPlayers(2);
    const rolledBack = batchesRolledBackSoFar();
    const move = (playerId: number, amounts: number[]) =>
      walletTransaction(
        db(),
        async (trx) => {
          let wallet = await lockWallet(trx, playerId, clock.now());
          for (const amount of amounts) {
            wallet = await applyMovements(
              trx,
              wallet,
              [{ kind: 'adjustment', account: 'cash', amount, key: `test:${randomUUID()}` }],
              clock.now(),
            );
          }
          return wallet.cash;
        },
        { groupCommit: { playerId } },
      );
    expect(await Promise.all([move(p, [-100, -250]), move(q, [300])])).toEqual([4650, 5300]);
    expect(batchesRolledBackSoFar()).toBe(rolledBack);
    expect([await balanceOf(p), await balanceOf(q)]).toEqual([4650, 5300]);
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  });

  it('a round that fails after a shared addition leaves it out; the others commit', async () => {
    const before = await shardTimes(db());
    const rolledBack = batchesRolledBackSoFar();
    const adds = (n: number, fails: boolean) => async (trx: Trx) => {
      await addShared(trx, touchShard, 5, n);
      if (fails) throw new AppError(ErrorCode.TRANSACTIONS_BLOCKED);
      return n;
    };
    const results = await Promise.allSettled(
      [1, 10, 100].map((n, i) => walletTransaction(db(), adds(n, i === 1), { groupCommit: { playerId: 900_010 + i } })),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // The shared transaction rolled back and its rounds ran again alone.
    expect(batchesRolledBackSoFar()).toBe(rolledBack + 1);
    const after = await shardTimes(db());
    expect((after[5].t - before[5].t) / after[5].rows).toBe(101);
  });

  /** The next player created gets id `id` (above every id so far). */
  async function nextPlayerId(id: number): Promise<void> {
    if (engine === 'postgres') await sql`alter table player alter column id restart with ${sql.lit(id)}`.execute(db());
    else {
      await sql`delete from sqlite_sequence where name = 'player'`.execute(db());
      await sql`insert into sqlite_sequence (name, seq) values ('player', ${id - 1})`.execute(db());
    }
  }

  it('many players on shared jackpot shards: every round commits once, no shared transaction rolls back', async () => {
    // Four players on each of four shards (ids 64 apart share a shard): a transaction's players
    // in id order then meet the shards in an order another transaction's may reverse (shard 3
    // before 0 for players k*64+3 and (k+1)*64, 0 before 3 for k*64 and (k+1)*64+3). 10 EUR bets
    // add whole cents to every pool on every round.
    const highest = Number(
      (
        await db()
          .selectFrom('player')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    );
    const base = (Math.floor(highest / JACKPOT_SHARDS) + 1) * JACKPOT_SHARDS;
    const players: number[] = [];
    for (let group = 0; group < 4; group++) {
      await nextPlayerId(base + group * JACKPOT_SHARDS);
      players.push(...(await fundedPlayers(4, 1000)));
    }
    expect(players.map((p) => p % JACKPOT_SHARDS)).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
    const rolledBack = batchesRolledBackSoFar();
    const ROUNDS = 12;
    const deadline = Date.now() + 60_000;
    let played = 0;
    await Promise.all(
      players.map(async (p, i) => {
        // Players start in different turns of the event loop, so the transactions mix them differently.
        for (let t = 0; t < i % 3; t++) await new Promise((resolve) => setImmediate(resolve));
        for (let r = 0; r < ROUNDS && Date.now() < deadline; r++) {
          await spin(p, ROUND_STEPS, 1000);
          played++;
        }
      }),
    );
    expect(played).toBe(players.length * ROUNDS);
    expect(batchesRolledBackSoFar()).toBe(rolledBack);
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  });
});

if (ENGINES.includes('postgres')) {
  describe('wallet: shared transactions at once (postgres)', () => {
    const running = appForSuite('postgres', { adminToken: ADMIN_TOKEN });
    const db = () => running.database.db;

    it('two shared transactions adding to the same shards in opposite orders both commit, neither rolled back', async () => {
      const before = await shardTimes(db());
      const rolledBack = batchesRolledBackSoFar();
      const signal = () => {
        let done!: () => void;
        const promise = new Promise<void>((resolve) => (done = resolve));
        return { promise, done };
      };
      const firstHalf = [signal(), signal()];
      // Bounded: the second transaction starts while the first runs (two run at once on PostgreSQL).
      const bothHalves = () =>
        Promise.race([
          Promise.all(firstHalf.map((s) => s.promise)),
          new Promise((_, reject) => setTimeout(() => reject(new Error('the two shared transactions did not run at once')), 20_000)),
        ]);
      /** A round that adds to `first`, lets the other transaction add, then adds to `second`. */
      const round = (first: number, second: number, half: { done: () => void }) => async (trx: Trx) => {
        await addShared(trx, touchShard, first, 1);
        await sql`select 1`.execute(trx);
        half.done();
        await bothHalves();
        await addShared(trx, touchShard, second, 1);
        await sql`select 1`.execute(trx);
        return first;
      };
      const x = walletTransaction(db(), round(3, 0, firstHalf[0]), { groupCommit: { playerId: 900_001 } });
      const x2 = walletTransaction(db(), async () => 'x2', { groupCommit: { playerId: 900_002 } });
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      const y = walletTransaction(db(), round(0, 3, firstHalf[1]), { groupCommit: { playerId: 900_003 } });
      const y2 = walletTransaction(db(), async () => 'y2', { groupCommit: { playerId: 900_004 } });
      expect(await Promise.all([x, x2, y, y2])).toEqual([3, 'x2', 0, 'y2']);
      expect(batchesRolledBackSoFar()).toBe(rolledBack);
      const after = await shardTimes(db());
      // Each of the two adds 1 to every pool row of shards 0 and 3.
      expect([0, 3].map((shard) => (after[shard].t - before[shard].t) / after[shard].rows)).toEqual([2, 2]);
    });
  });
}

/** Per shard: the sum of its rows' updated_at, and how many rows (pools) it has. */
async function shardTimes(db: Db): Promise<Record<number, { t: number; rows: number }>> {
  const rows = await db
    .selectFrom('jackpot_shard')
    .select(['shard', (eb) => eb.fn.sum<number>('updated_at').as('t'), (eb) => eb.fn.countAll<number>().as('rows')])
    .groupBy('shard')
    .execute();
  return Object.fromEntries(rows.map((r) => [Number(r.shard), { t: Number(r.t), rows: Number(r.rows) }]));
}
