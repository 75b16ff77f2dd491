import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import { WRITE_BEHIND } from '../../db/pgClient';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/migrations/util';
import { AppError } from '../../errors';
import { jackpotPaid } from '../../metrics/money';
import {
  addShared,
  applyMovements,
  jackpotAccount,
  lockWallet,
  walletTransaction,
  writeHouseMovements,
  type Movement,
  type SharedWrite,
  type WalletState,
} from '../wallet';

export const JACKPOT_CURRENCY = 'EUR' as const;
const PPM = 1_000_000;

/**
 * Contributions land on the shard of the betting player (player id modulo JACKPOT_SHARDS): two
 * bets wait on each other only when their players share a shard and both add a whole cent to a
 * pool, from that addition to their commits, never all bets on one row
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

/** A pool with a row on the betting player's shard, as shardRates reads it. */
export interface ShardPool {
  slug: string;
  contribution_ppm: number;
}

/**
 * The pools with a row on the player's shard and their contribution rates, as one JSON value (a
 * scalar subquery, so the round reads it in its first read statement). Nothing is locked: a round
 * only adds to its shard's amounts (contributeFromTurnover), which needs no value read before.
 */
export function shardRates(db: AnyDb, eb: ExpressionBuilder<Database, never>, playerId: number) {
  const rows = eb
    .selectFrom('jackpot_shard as s')
    .innerJoin('jackpot as j', 'j.slug', 's.slug')
    .select(['s.slug', 'j.contribution_ppm'])
    .where('s.shard', '=', shardOf(playerId))
    .orderBy('s.slug');
  return isPostgres(db) ? pgJsonArrayFrom(rows) : sqliteJsonArrayFrom(rows);
}

/** shardRates' parameters, in the order of its SQL (for a statement built once, db/prepared.ts). */
export const shardRatesParams = (playerId: number): unknown[] => [shardOf(playerId)];

/** shardRates' value (PostgreSQL answers it parsed, SQLite as text). */
export const shardPools = (value: unknown): ShardPool[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])).map((p: ShardPool) => ({
    slug: p.slug,
    contribution_ppm: Number(p.contribution_ppm),
  }));

/** Whole cents of `ppm` millionths of `cents`, rounded down, in exact integer arithmetic. */
function wholeShare(cents: number, ppm: number): number {
  const share = cents * ppm;
  if (Number.isSafeInteger(share)) return (share - (share % PPM)) / PPM;
  return Number((BigInt(cents) * BigInt(ppm)) / BigInt(PPM));
}

/**
 * Feeds every jackpot with its share of a bet: `contribution_ppm` millionths of it, in whole cents,
 * with the fractions of a cent carried by the player's own lifetime real-money turnover
 * (`turnoverBefore`, the balance row's total_turnover_cents before this bet, which only real-money
 * bets raise, under the wallet lock): a pool gets floor((T + bet) × rate) − floor(T × rate), so a
 * player's bets add up exactly (docs/decisions.md#jackpot-carry). Only a pool that grows by a whole
 * cent is written, as an addition to the shard's amount (no read, no lock taken before; written
 * behind, db/pgClient.ts); answers those cents as ledger movements (house to pool), which the
 * round writes with its other entries. Called inside the bet's transaction.
 */
export async function contributeFromTurnover(
  trx: AnyDb,
  playerId: number,
  pools: ShardPool[],
  turnoverBefore: number,
  betCents: number,
  now: number,
  key: string,
  reference: string | null = null,
): Promise<Movement[]> {
  if (!Number.isSafeInteger(betCents) || betCents < 0) {
    throw AppError.validation('betCents', 'Bet must be a non-negative whole number of cents');
  }
  if (!Number.isSafeInteger(turnoverBefore) || turnoverBefore < 0) throw new Error(`Turnover out of range: ${turnoverBefore}`);
  if (betCents === 0 || pools.length === 0) return [];
  const shares = pools
    .map((p): Share => ({
      slug: p.slug,
      added: wholeShare(turnoverBefore + betCents, p.contribution_ppm) - wholeShare(turnoverBefore, p.contribution_ppm),
    }))
    .filter((s) => s.added > 0);
  if (shares.length === 0) return [];
  await addShared(trx, shardAddition, shardOf(playerId), { now, shares });
  jackpotsChanged(trx);
  return shares.map((s) => ({
    kind: 'jackpot_contribution',
    account: jackpotAccount(s.slug),
    amount: s.added,
    key: `${key}:${s.slug}`,
    reference,
  }));
}

interface Share {
  slug: string;
  /** Whole cents the pool grows by. */
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
 * A shard's additions, summed when rounds share a commit (features/wallet/sharedCommit.ts): one
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
  jackpotPaid(win.amountCents);
  return win;
}
