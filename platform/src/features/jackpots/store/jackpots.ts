import { sql } from 'kysely';
import { jsonArrayFrom, jsonRows } from '../../../db/jsonArray';
import { isPostgres } from '../../../db/migrations/util';
import { WRITE_BEHIND } from '../../../db/pgClient';
import { prepared } from '../../../db/prepared';
import { readFragment, type BoundRead } from '../../../db/readFragment';
import type { Db, Trx } from '../../../db/schema';
import { addShared, type SharedWrite } from '../../wallet';

/** The jackpot and jackpot_shard statements: the pools, their shards' rates and additions, a pool's opening and its win. */

/** The pools as they stand, exact to the cent: base + every shard, in one statement (one snapshot), in their order. */
export async function poolAmounts(db: Db | Trx): Promise<{ slug: string; name: string; cents: number }[]> {
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
  return rows.map((r) => ({ slug: r.slug, name: r.name, cents: Number(r.pool) }));
}

/** A pool with a row on a shard, and its contribution rate. */
export interface ShardPool {
  slug: string;
  contribution_ppm: number;
}

/**
 * The pools with a row on the shard and their contribution rates, as one JSON value (a scalar
 * subquery, so the round reads it in its first read statement). Nothing is locked: a round only
 * adds to its shard's amounts, which needs no value read before.
 */
const SHARD_RATES = readFragment((eb, v: { shard: number }, engine) => [
  jsonArrayFrom(
    engine,
    eb
      .selectFrom('jackpot_shard as s')
      .innerJoin('jackpot as j', 'j.slug', 's.slug')
      .select(['s.slug', 'j.contribution_ppm'])
      .where('s.shard', '=', v.shard)
      .orderBy('s.slug'),
  ).as('jackpots_shard'),
]);

export const shardRatesRead = (shard: number): BoundRead => SHARD_RATES.with({ shard });

/** What shardRatesRead read. */
export const shardPoolsOfRead = (read: Record<string, unknown>): ShardPool[] =>
  jsonRows<ShardPool>(read.jackpots_shard).map((p) => ({ slug: p.slug, contribution_ppm: Number(p.contribution_ppm) }));

/** Whole cents a pool grows by. */
export interface Share {
  slug: string;
  added: number;
}

/**
 * What a round adds to its shard's pools, in one statement (per number of pools: db/prepared.ts):
 * an addition, so two rounds of one shard need not wait on each other before it, and its rows are
 * locked only from it to the commit, in (shard, slug) order.
 */
const addToShard = prepared(
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
    w.now,
    w.shard,
    ...w.shares.map((s) => s.slug),
  ],
  (n) => ({ shard: -1, now: -2, shares: Array.from({ length: n }, (_, i) => ({ slug: `s${i}`, added: 10 + i })) }),
);

/**
 * A shard's additions, summed when rounds share a commit (the wallet's shared commit): one
 * statement a shard, the shards in order, at the end of the shared transaction.
 */
const shardAddition: SharedWrite<{ now: number; shares: Share[] }> = {
  name: 'jackpot_shard',
  merge: (a, b) => {
    const added = new Map(a.shares.map((s) => [s.slug, s.added]));
    for (const s of b.shares) added.set(s.slug, (added.get(s.slug) ?? 0) + s.added);
    return { now: Math.max(a.now, b.now), shares: [...added].map(([slug, n]) => ({ slug, added: n })) };
  },
  write: async (trx, byShard) => {
    for (const [shard, { now, shares }] of byShard) await addToShard(trx, { shard, now, shares }, shares.length);
  },
};

/** Adds whole cents to a shard's pools, in the bet's transaction (written behind; with a shared commit's rounds, at its end). */
export async function addToShardPools(trx: Db | Trx, shard: number, shares: Share[], now: number): Promise<void> {
  await addShared(trx, shardAddition, shard, { now, shares });
}

/** Every pool's seed amount (the house's opening). */
export async function poolSeeds(db: Db): Promise<{ slug: string; cents: number }[]> {
  const pools = await db.selectFrom('jackpot').select(['slug', 'amount_cents']).execute();
  return pools.map((p) => ({ slug: p.slug, cents: Number(p.amount_cents) }));
}

/**
 * A pool's shard rows (none there yet added), in its opening transaction. Two instances starting
 * together: the pool row's lock (PostgreSQL) or the first write (SQLite's write lock) lets only
 * one of them open it.
 */
export async function openShards(trx: Trx, slug: string, shards: number, now: number): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('jackpot').select('slug').where('slug', '=', slug).forUpdate().execute();
  await trx
    .insertInto('jackpot_shard')
    .values(Array.from({ length: shards }, (_, shard) => ({ shard, slug, updated_at: now })))
    .onConflict((oc) => oc.columns(['shard', 'slug']).doNothing())
    .execute();
}

/**
 * A pool's base and seed and its shards' amounts, locked for the rest of the transaction on
 * PostgreSQL (the pool row, then every shard in shard order, so contributions that come later wait);
 * SQLite's transaction holds the write lock already. Undefined: no such pool.
 */
export async function lockPool(
  trx: Trx,
  slug: string,
): Promise<{ baseCents: number; seedCents: number; shardCents: number[] } | undefined> {
  let jackpot = trx.selectFrom('jackpot').select(['amount_cents', 'seed_cents']).where('slug', '=', slug);
  if (isPostgres(trx)) jackpot = jackpot.forUpdate();
  const row = await jackpot.executeTakeFirst();
  if (!row) return undefined;
  let shards = trx.selectFrom('jackpot_shard').select('amount_cents').where('slug', '=', slug).orderBy('shard');
  if (isPostgres(trx)) shards = shards.forUpdate();
  const amounts = (await shards.execute()).map((s) => Number(s.amount_cents));
  return { baseCents: Number(row.amount_cents), seedCents: Number(row.seed_cents), shardCents: amounts };
}

/** A locked pool restarts: its base becomes `baseCents` and its shards zero. */
export async function restartPool(trx: Trx, slug: string, baseCents: number, now: number): Promise<void> {
  await trx.updateTable('jackpot').set({ amount_cents: baseCents, updated_at: now }).where('slug', '=', slug).execute();
  await trx.updateTable('jackpot_shard').set({ amount_cents: 0, updated_at: now }).where('slug', '=', slug).execute();
}
