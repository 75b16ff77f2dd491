import { expressionBuilder, sql, type Expression, type Selectable } from 'kysely';
import { isPostgres } from '../../../db/migrations/util';
import { WRITE_BEHIND } from '../../../db/pgClient';
import { prepared } from '../../../db/prepared';
import { compileRead, type BoundRead } from '../../../db/readFragment';
import type { Database, Db, Trx } from '../../../db/schema';
import { executeTogether } from '../../../db/together';
import { addShared, type SharedWrite } from './sharedCommit';

/** The player_balance statements: the lock every money transaction starts with, reads and updates. */

export type BalanceRow = Selectable<Database['player_balance']>;

export async function selectBalance(db: Db | Trx, playerId: number): Promise<BalanceRow | undefined> {
  return db.selectFrom('player_balance').selectAll().where('player_id', '=', playerId).executeTakeFirst();
}

const emptyRow = (playerId: number) => ({
  player_id: playerId,
  cash_cents: 0,
  promo_cents: 0,
  reserve_cents: 0,
  current_turnover_cents: 0,
  total_turnover_cents: 0,
  version: 0,
  transactions_blocked: 0,
  withdrawal_blocked: 0,
  first_deposit_lock: 0,
});

/** Creates the balance row when missing (no-op otherwise). */
async function ensureBalanceRow(db: Db | Trx, playerId: number, now: number): Promise<void> {
  await db
    .insertInto('player_balance')
    .values({ ...emptyRow(playerId), updated_at: now })
    .onConflict((oc) => oc.column('player_id').doNothing())
    .execute();
}

/**
 * Locks the player's balance row for the rest of the transaction and reads it, creating it when
 * missing, then runs `reads` (the caller's first read: fragments of any feature, composed into one
 * statement, db/readFragment.ts) sent right behind the lock without waiting for it (db/together.ts):
 * one round trip on PostgreSQL. The reads run once the lock is held, so they see every money
 * transaction of the player committed before.
 * PostgreSQL: SELECT ... FOR UPDATE (row lock until commit; one statement when the row exists);
 * SQLite: one INSERT ... ON CONFLICT DO UPDATE ... RETURNING, a write, which takes the database
 * write lock at once (BEGIN IMMEDIATE semantics) and answers the row; within one process Kysely's
 * SQLite driver also runs one transaction at a time on its single connection.
 */
export async function lockBalanceThen(
  trx: Trx,
  playerId: number,
  now: number,
  reads: readonly BoundRead[] = [],
): Promise<{ row: BalanceRow; read?: Record<string, unknown> }> {
  const then = () => (reads.length > 0 ? [compileRead(trx, reads)] : []);
  const answer = (locked: { rows: unknown[] }, read?: { rows: unknown[] }) => ({
    row: locked.rows[0] as BalanceRow,
    read: read?.rows[0] as Record<string, unknown> | undefined,
  });
  if (isPostgres(trx)) {
    const [locked, read] = await executeTogether(trx, [selectBalanceForUpdate.compile(trx, { playerId }), ...then()]);
    if (locked.rows.length > 0) return answer(locked, read);
    // A first money movement: the row is created, then locked, and the reads run again under the lock.
    await ensureBalanceRow(trx, playerId, now);
    const [relocked, reread] = await executeTogether(trx, [selectBalanceForUpdate.compile(trx, { playerId }), ...then()]);
    return answer(relocked, reread);
  }
  const [locked, read] = await executeTogether(trx, [upsertReturningBalance.compile(trx, { playerId, now }), ...then()]);
  return answer(locked, read);
}

// The statements of every money transaction, built once (db/prepared.ts); samples' values all differ.
const selectBalanceForUpdate = prepared(
  (db, a: { playerId: number }) => db.selectFrom('player_balance').selectAll().where('player_id', '=', a.playerId).forUpdate(),
  (a) => [a.playerId],
  () => ({ playerId: 1 }),
);

const upsertReturningBalance = prepared(
  (db, a: { playerId: number; now: number }) =>
    db
      .insertInto('player_balance')
      .values({ ...emptyRow(a.playerId), updated_at: a.now })
      .onConflict((oc) => oc.column('player_id').doUpdateSet((eb) => ({ player_id: eb.ref('excluded.player_id') })))
      .returningAll(),
  (a) => Object.values({ ...emptyRow(a.playerId), updated_at: a.now }),
  () => ({ playerId: 1, now: 2 }),
);

/** A balance row's new amounts, written only while its version is still `version` (it becomes `nextVersion`). */
export interface BalanceUpdate {
  playerId: number;
  cash: number;
  promo: number;
  reserve: number;
  currentTurnover: number;
  totalTurnover: number;
  version: number;
  nextVersion: number;
  now: number;
}

/** BalanceUpdate's fields in the order of both statements below (and of their parameters). */
const UPDATE_FIELDS = ['cash', 'promo', 'reserve', 'currentTurnover', 'totalTurnover', 'version', 'nextVersion', 'now'] as const;
const sampleUpdate = (base: number): BalanceUpdate => ({
  playerId: base + 9,
  ...(Object.fromEntries(UPDATE_FIELDS.map((f, i) => [f, base + i + 1])) as Omit<BalanceUpdate, 'playerId'>),
});

/**
 * The balance row's new state; written behind (db/pgClient.ts), so nobody reads its row count. The
 * row is locked, so its version cannot have moved; if it did (a bug writing from a stale state),
 * the version becomes NULL, which its NOT NULL constraint refuses: the statement fails and the
 * whole transaction with it, rather than overwrite.
 */
const updateBalance = prepared(
  (db, a: BalanceUpdate) =>
    db
      .updateTable('player_balance')
      .set({
        cash_cents: a.cash,
        promo_cents: a.promo,
        reserve_cents: a.reserve,
        current_turnover_cents: a.currentTurnover,
        total_turnover_cents: a.totalTurnover,
        version: sql<number>`case when version = ${a.version} then cast(${a.nextVersion} as bigint) end`,
        updated_at: a.now,
      })
      .where('player_id', '=', a.playerId)
      .modifyEnd(WRITE_BEHIND),
  (a) => [...UPDATE_FIELDS.map((f) => a[f]), a.playerId],
  () => sampleUpdate(0),
);

/**
 * Several players' balance rows in one statement (PostgreSQL: arrays unnested into rows; only
 * rounds sharing a transaction write more than one, ./sharedCommit.ts), with updateBalance's
 * version check per row. Built once.
 */
const ROW_FIELDS = ['playerId', ...UPDATE_FIELDS] as const;
const updateBalances = prepared(
  (db, rows: BalanceUpdate[]) => {
    const [player, cash, promo, reserve, current, total, version, next, now] = ROW_FIELDS.map((f) => rows.map((r) => r[f]));
    const statement = sql`update player_balance as b set cash_cents = v.cash, promo_cents = v.promo, reserve_cents = v.reserve,
      current_turnover_cents = v.current_turnover, total_turnover_cents = v.total_turnover,
      version = case when b.version = v.version then v.next_version end, updated_at = v.now
      from unnest(cast(${player} as bigint[]), cast(${cash} as bigint[]), cast(${promo} as bigint[]), cast(${reserve} as bigint[]),
        cast(${current} as bigint[]), cast(${total} as bigint[]), cast(${version} as bigint[]), cast(${next} as bigint[]),
        cast(${now} as bigint[]))
        as v(player_id, cash, promo, reserve, current_turnover, total_turnover, version, next_version, now)
      where b.player_id = v.player_id ${WRITE_BEHIND}`;
    return { compile: () => statement.compile(db) };
  },
  (rows) => ROW_FIELDS.map((f) => rows.map((r) => r[f])),
  () => [sampleUpdate(0), sampleUpdate(10)],
);

/**
 * Balance rows: rounds sharing a transaction write theirs in one statement at its end; a player's
 * later update in the same transaction (a bonus paid by the round) keeps the first one's version check.
 */
const balanceRows: SharedWrite<BalanceUpdate> = {
  name: 'player_balance',
  merge: (a, b) => ({ ...b, version: a.version }),
  write: async (trx, byPlayer) => {
    if (byPlayer.length > 1 && isPostgres(trx))
      await updateBalances(
        trx,
        byPlayer.map(([, u]) => u),
      );
    // SQLite: a statement is a call, one a row costs less than building one per row count.
    else for (const [, u] of byPlayer) await updateBalance(trx, u);
  },
};

/** Writes a locked balance row's new state (with the rounds of a shared transaction, at its end). */
export async function writeBalance(trx: Trx, update: BalanceUpdate): Promise<void> {
  await addShared(trx, balanceRows, update.playerId, update);
}

/** Sets money flags of a locked balance row (sandbox admin). */
export async function setBalanceFlags(
  trx: Trx,
  playerId: number,
  flags: Partial<Record<'transactions_blocked' | 'withdrawal_blocked' | 'first_deposit_lock', number>>,
  now: number,
): Promise<void> {
  await trx
    .updateTable('player_balance')
    .set({ ...flags, updated_at: now })
    .where('player_id', '=', playerId)
    .execute();
}

/**
 * A player's lifetime real-money turnover as a correlated subquery, for another feature's statement
 * (the bonus programmes count from it): `playerId` is that statement's column of the player.
 */
export function totalTurnoverOf(playerId: Expression<number>) {
  return expressionBuilder<Database, never>()
    .selectFrom('player_balance')
    .select('player_balance.total_turnover_cents')
    .where('player_balance.player_id', '=', playerId);
}
