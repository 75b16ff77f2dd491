import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '../../db/schema';
import { AppError } from '../../errors';
import { jackpotPaid } from '../../metrics/money';
import {
  applyMovements,
  jackpotAccount,
  lockWallet,
  walletTransaction,
  writeHouseMovements,
  type Movement,
  type WalletState,
} from '../wallet';
import { addToShardPools, lockPool, openShards, poolAmounts, poolSeeds, restartPool, type Share, type ShardPool } from './store/jackpots';

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

type AnyDb = Db | Trx;

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
  return (await poolAmounts(db)).map((p) => ({
    slug: p.slug,
    name: p.name,
    amount: p.cents / 100,
    amountCents: p.cents,
    currency: JACKPOT_CURRENCY,
  }));
}

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
  await addToShardPools(trx, shardOf(playerId), shares, now);
  jackpotsChanged(trx);
  return shares.map((s) => ({
    kind: 'jackpot_contribution',
    account: jackpotAccount(s.slug),
    amount: s.added,
    key: `${key}:${s.slug}`,
    reference,
  }));
}

/**
 * Every pool has its shards and its opening entries (the house pays the base in), once; the seed
 * runs it on every start, so a pool added later opens too. Cut-over of migration 0011: a pool
 * that existed before opens with the amount it had.
 */
export async function openJackpotPools(db: Db, now: number): Promise<void> {
  for (const pool of await poolSeeds(db)) {
    await db.transaction().execute(async (trx) => {
      await openShards(trx, pool.slug, JACKPOT_SHARDS, now);
      const key = `jackpot:${pool.slug}:open`;
      await writeHouseMovements(trx, key, [{ kind: 'jackpot_seed', account: jackpotAccount(pool.slug), amount: pool.cents, key }], now);
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
export async function awardJackpot(db: Db, slug: string, playerId: number, now: number): Promise<JackpotWin> {
  const win = await walletTransaction(db, async (trx) => {
    const wallet = await lockWallet(trx, playerId, now);
    const pool = await lockPool(trx, slug);
    if (!pool) throw AppError.notFound('Unknown jackpot');
    const held = pool.shardCents.reduce((sum, cents) => sum + cents, pool.baseCents);
    const seed = pool.seedCents;
    const key = `jackpot:${slug}:win:${randomUUID()}`;
    const moves: Movement[] = [
      { kind: 'jackpot_win', account: 'cash', contra: jackpotAccount(slug), amount: held, key, reference: `jackpot:${slug}` },
      { kind: 'jackpot_seed', account: jackpotAccount(slug), amount: seed, key: `${key}:seed`, reference: `jackpot:${slug}` },
    ];
    const after = await applyMovements(trx, wallet, moves, now, 0, key);
    await restartPool(trx, slug, seed, now);
    jackpotsChanged(trx);
    return { slug, amountCents: held, seedCents: seed, wallet: after };
  });
  jackpotsChanged(db);
  jackpotPaid(win.amountCents);
  return win;
}
