import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import { WRITE_BEHIND } from '../../db/pgClient';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/migrations/util';
import { AppError } from '../../errors';
import {
  applyMovements,
  jackpotAccount,
  lockWallet,
  walletTransaction,
  writeHouseMovements,
  type Movement,
  type WalletState,
} from '../wallet';

export const JACKPOT_CURRENCY = 'EUR' as const;
const PPM = 1_000_000;

/**
 * Contributions land on the shard of the betting player (player id modulo JACKPOT_SHARDS): two
 * bets wait on each other only when their players share a shard, never all bets on one row
 * (docs/decisions.md#jackpot-shards). A pool is its base (seed) plus its shards.
 */
export const JACKPOT_SHARDS = 64;
export const shardOf = (playerId: number): number => playerId % JACKPOT_SHARDS;

type AnyDb = Kysely<Database> | Transaction<Database>;

export interface Jackpot {
  slug: string;
  name: string;
  /** Euros with 2 decimals (cents / 100). */
  amount: number;
  amountCents: number;
  currency: string;
}

/**
 * The pools' answer kept in memory per database handle (GET /jackpots is polled by every
 * logged-in player). This instance's changes drop it: a round that added whole cents to a pool
 * (when it contributes, and again once it has committed, so a read racing the commit cannot keep
 * the older amounts), a win and a pool's opening. Rounds of other instances (PostgreSQL) are
 * seen within JACKPOTS_KEPT_MS.
 */
const JACKPOTS_KEPT_MS = 1000;
const kept = new WeakMap<object, { generation: number; answer?: Jackpot[]; at: number }>();
/** Keyed by the database (its adapter), which a handle, its transactions and its plugins share. */
const keptOf = (db: AnyDb) => {
  const key = db.getExecutor().adapter;
  let k = kept.get(key);
  if (!k) kept.set(key, (k = { generation: 0, at: 0 }));
  return k;
};

/** A pool changed in this database (any handle or transaction of it): the next GET /jackpots reads it. */
export function jackpotsChanged(db: AnyDb): void {
  const k = keptOf(db);
  k.generation++;
  k.answer = undefined;
}

/** The pools for GET /jackpots: listJackpots, kept as above. */
export async function currentJackpots(db: AnyDb): Promise<Jackpot[]> {
  const k = keptOf(db);
  if (k.answer && performance.now() - k.at < JACKPOTS_KEPT_MS) return k.answer;
  const generation = k.generation;
  const answer = await listJackpots(db);
  if (generation === k.generation) Object.assign(k, { answer, at: performance.now() });
  return answer;
}

/** The pools as they stand, exact to the cent: base + every shard, in one statement (one snapshot). */
export async function listJackpots(db: AnyDb): Promise<Jackpot[]> {
  const rows = await db
    .selectFrom('jackpot as j')
    .select([
      'j.slug',
      'j.name',
      sql<number>`j.amount_cents + coalesce((select sum(s.amount_cents) from jackpot_shard s where s.slug = j.slug), 0)`.as('pool'),
    ])
    .orderBy('j.sort_order')
    .orderBy('j.slug')
    .execute();
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    amount: Number(r.pool) / 100,
    amountCents: Number(r.pool),
    currency: JACKPOT_CURRENCY,
  }));
}

/** A pool on the betting player's shard, as lockedShard reads it. */
export interface ShardPool {
  slug: string;
  remainder_ppm: number;
  contribution_ppm: number;
}

/**
 * The player's shard of every pool with the pool's contribution rate, as one JSON value (a
 * scalar subquery, so the round reads it in its first read statement); on PostgreSQL the shard's
 * rows are locked until the transaction ends (on SQLite the transaction holds the write lock).
 * Locked in slug order: two bets of one shard wait, they do not deadlock.
 */
export function lockedShard(db: AnyDb, eb: ExpressionBuilder<Database, never>, playerId: number) {
  const rows = eb
    .selectFrom('jackpot_shard as s')
    .innerJoin('jackpot as j', 'j.slug', 's.slug')
    .select(['s.slug', 's.remainder_ppm', 'j.contribution_ppm'])
    .where('s.shard', '=', shardOf(playerId))
    .orderBy('s.slug');
  return isPostgres(db) ? pgJsonArrayFrom(rows.forUpdate(['s'])) : sqliteJsonArrayFrom(rows);
}

/** lockedShard's parameters, in the order of its SQL (for a statement built once, db/prepared.ts). */
export const lockedShardParams = (playerId: number): unknown[] => [shardOf(playerId)];

/** lockedShard's value (PostgreSQL answers it parsed, SQLite as text). */
export const shardPools = (value: unknown): ShardPool[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])).map((p: ShardPool) => ({
    slug: p.slug,
    remainder_ppm: Number(p.remainder_ppm),
    contribution_ppm: Number(p.contribution_ppm),
  }));

/**
 * Feeds every jackpot with its share of a bet on the player's shard, read and locked before
 * (lockedShard): `contribution_ppm` millionths of the bet, in integer arithmetic with the
 * fractions of a cent carried over in the shard's `remainder_ppm`, so that many small bets add up
 * exactly. The shard's new amounts are written behind (db/pgClient.ts: nothing waits for them);
 * answers the whole cents each pool grew by as ledger movements (house to pool), which the round
 * writes with its other entries. Called inside the bet's transaction.
 */
export async function contributeFromShard(
  trx: AnyDb,
  playerId: number,
  pools: ShardPool[],
  betCents: number,
  now: number,
  key: string,
  reference: string | null = null,
): Promise<Movement[]> {
  if (!Number.isSafeInteger(betCents) || betCents < 0) {
    throw AppError.validation('betCents', 'Bet must be a non-negative whole number of cents');
  }
  if (betCents === 0 || pools.length === 0) return [];
  const shares = pools.map((p): Share => {
    const share = p.remainder_ppm + betCents * p.contribution_ppm;
    if (!Number.isSafeInteger(share)) throw new Error(`Jackpot share out of range: ${share}`);
    return { slug: p.slug, added: Math.floor(share / PPM), rest: share % PPM };
  });
  await writeShard(trx, { shard: shardOf(playerId), now, shares }, shares.length);
  const moves: Movement[] = shares
    .filter((s) => s.added > 0)
    .map((s) => ({ kind: 'jackpot_contribution', account: jackpotAccount(s.slug), amount: s.added, key: `${key}:${s.slug}`, reference }));
  if (moves.length > 0) jackpotsChanged(trx);
  return moves;
}

interface Share {
  slug: string;
  /** Whole cents the pool grows by. */
  added: number;
  /** Fractions of a cent (ppm) the shard carries to the next bet. */
  rest: number;
}

/** One shard's new amounts for every pool, in one statement (per number of pools: db/prepared.ts). */
const writeShard = prepared(
  (db, w: { shard: number; now: number; shares: Share[] }) => {
    const bySlug = (value: (s: Share) => number) =>
      sql<number>`case slug ${sql.join(
        w.shares.map((s) => sql`when ${s.slug} then cast(${value(s)} as bigint)`),
        sql` `,
      )} end`;
    return db
      .updateTable('jackpot_shard')
      .set({
        amount_cents: sql`amount_cents + ${bySlug((s) => s.added)}`,
        last_added_cents: bySlug((s) => s.added),
        remainder_ppm: bySlug((s) => s.rest),
        updated_at: w.now,
      })
      .where('shard', '=', w.shard)
      .where(
        'slug',
        'in',
        w.shares.map((s) => s.slug),
      )
      .modifyEnd(WRITE_BEHIND);
  },
  (w) => [
    ...w.shares.flatMap((s) => [s.slug, s.added]),
    ...w.shares.flatMap((s) => [s.slug, s.added]),
    ...w.shares.flatMap((s) => [s.slug, s.rest]),
    w.now,
    w.shard,
    ...w.shares.map((s) => s.slug),
  ],
  (n) => ({ shard: -1, now: -2, shares: Array.from({ length: n }, (_, i) => ({ slug: `s${i}`, added: 10 + i, rest: 1000 + i })) }),
);

/**
 * Every pool has its shards and its opening entries (the house pays the base in), once; the seed
 * runs it on every start, so a pool added later opens too. Cut-over of migration 0011: a pool
 * that existed before opens with the amount it had.
 */
export async function openJackpotPools(db: Kysely<Database>, now: number): Promise<void> {
  const pools = await db.selectFrom('jackpot').select(['slug', 'amount_cents']).execute();
  for (const pool of pools) {
    await db.transaction().execute(async (trx) => {
      // Two instances starting together: the pool row's lock (PostgreSQL) or the first write
      // (SQLite's write lock) lets only one of them open it.
      if (isPostgres(trx)) await trx.selectFrom('jackpot').select('slug').where('slug', '=', pool.slug).forUpdate().execute();
      const shards = Array.from({ length: JACKPOT_SHARDS }, (_, shard) => ({ shard, slug: pool.slug, updated_at: now }));
      await trx
        .insertInto('jackpot_shard')
        .values(shards)
        .onConflict((oc) => oc.columns(['shard', 'slug']).doNothing())
        .execute();
      const key = `jackpot:${pool.slug}:open`;
      await writeHouseMovements(
        trx,
        key,
        [{ kind: 'jackpot_seed', account: jackpotAccount(pool.slug), amount: Number(pool.amount_cents), key }],
        now,
      );
    });
  }
  jackpotsChanged(db);
}

export interface JackpotWin {
  slug: string;
  /** Cents paid: exactly what the pool held. */
  amountCents: number;
  /** The pool's new amount (its seed, paid in by the house). */
  seedCents: number;
  wallet: WalletState;
}

/**
 * A player wins a pool: in one transaction the pool's shards are locked (all of them, in shard
 * order, so contributions that come later wait and land on the restarted pool), the player's cash
 * gets exactly what the pool held, the pool restarts from its seed (paid in by the house) and the
 * shards restart from zero. Unknown pool: 404.
 */
export async function awardJackpot(db: Kysely<Database>, slug: string, playerId: number, now: number): Promise<JackpotWin> {
  const win = await walletTransaction(db, async (trx) => {
    const wallet = await lockWallet(trx, playerId, now);
    let jackpot = trx.selectFrom('jackpot').select(['amount_cents', 'seed_cents']).where('slug', '=', slug);
    if (isPostgres(trx)) jackpot = jackpot.forUpdate();
    const row = await jackpot.executeTakeFirst();
    if (!row) throw AppError.notFound('Unknown jackpot');
    let shards = trx.selectFrom('jackpot_shard').select('amount_cents').where('slug', '=', slug).orderBy('shard');
    if (isPostgres(trx)) shards = shards.forUpdate();
    const held = (await shards.execute()).reduce((sum, s) => sum + Number(s.amount_cents), Number(row.amount_cents));
    const seed = Number(row.seed_cents);
    const key = `jackpot:${slug}:win:${randomUUID()}`;
    const moves: Movement[] = [
      { kind: 'jackpot_win', account: 'cash', contra: jackpotAccount(slug), amount: held, key, reference: `jackpot:${slug}` },
      { kind: 'jackpot_seed', account: jackpotAccount(slug), amount: seed, key: `${key}:seed`, reference: `jackpot:${slug}` },
    ];
    const after = await applyMovements(trx, wallet, moves, now, 0, key);
    await trx.updateTable('jackpot').set({ amount_cents: seed, updated_at: now }).where('slug', '=', slug).execute();
    await trx.updateTable('jackpot_shard').set({ amount_cents: 0, updated_at: now }).where('slug', '=', slug).execute();
    jackpotsChanged(trx);
    return { slug, amountCents: held, seedCents: seed, wallet: after };
  });
  jackpotsChanged(db);
  return win;
}
