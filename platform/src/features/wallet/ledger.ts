import { randomUUID } from 'node:crypto';
import { sql, type CompiledQuery, type Insertable, type QueryResult } from 'kysely';
import type { Database, Db, Trx } from '../../db/schema';
import { isPostgres } from '../../db/migrations/util';
import { WRITE_BEHIND, isStalePlan } from '../../db/pgClient';
import { prepared } from '../../db/prepared';
import { executeTogether } from '../../db/together';
import { AppError, ErrorCode } from '../../errors';
import { moneyTransactionRetried } from '../../metrics/money';
import { groupCommit } from './groupCommit';
import { SharedCommitFailed, addShared, sharedInsert, type SharedWrite } from './sharedCommit';

export const CURRENCY = 'EUR';

/** The player's accounts: each has a column of the balance row and a running balance_after. */
export type Account = 'cash' | 'promo' | 'reserve';
export const ACCOUNTS: Account[] = ['cash', 'promo', 'reserve'];

/**
 * The counterpart accounts (shared, no balance row): house (bets, wins, adjustments, jackpot
 * contributions and seeds), bank clearing (deposits in, pay-outs out), bonus liability (promo and
 * bonus money granted, forfeited, converted), payout (withdrawals requested but not paid out yet),
 * reserve_control (the memo side of the cash reserve), and one pool per jackpot.
 */
export type HouseAccount = 'house' | 'bank' | 'bonus' | 'payout' | 'reserve_control' | `jackpot:${string}`;
type LedgerAccount = Account | HouseAccount;

const isPlayerAccount = (a: string): a is Account => a === 'cash' || a === 'promo' || a === 'reserve';
export const jackpotAccount = (slug: string): HouseAccount => `jackpot:${slug}`;

type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_cancel'
  /** The bank paid a pending withdrawal out: payout to bank clearing. */
  | 'withdrawal_payout'
  | 'bet'
  | 'win'
  | 'bonus_grant'
  | 'bonus_forfeit'
  /** Promo money whose wagering requirement is met, moved to cash (a pair of rows). */
  | 'bonus_convert'
  | 'adjustment'
  | 'reserve_lock'
  | 'reserve_release'
  /** A bet's share for a jackpot pool: house to the pool. */
  | 'jackpot_contribution'
  /** A pool paid to its winner, and the house's seed that restarts it. */
  | 'jackpot_win'
  | 'jackpot_seed';

/** Where the other side of a player-account movement goes, by kind (migration 0011 mirrors it). */
const CONTRA: Record<LedgerKind, HouseAccount> = {
  deposit: 'bank',
  withdrawal: 'payout',
  withdrawal_cancel: 'payout',
  withdrawal_payout: 'bank',
  bet: 'house',
  win: 'house',
  adjustment: 'house',
  bonus_grant: 'bonus',
  bonus_forfeit: 'bonus',
  bonus_convert: 'bonus',
  reserve_lock: 'reserve_control',
  reserve_release: 'reserve_control',
  jackpot_contribution: 'house',
  jackpot_win: 'house',
  jackpot_seed: 'house',
};

/** A player's wallet as the balance row holds it (integer cents). */
export interface WalletState {
  playerId: number;
  cash: number;
  promo: number;
  /** Part of the cash that may not be withdrawn yet (API: cashReserve). */
  reserve: number;
  currentTurnover: number;
  totalTurnover: number;
  version: number;
  transactionsBlocked: boolean;
  withdrawalBlocked: boolean;
  firstDepositLock: boolean;
}

/**
 * One money movement: `amount` onto `account` and the same amount off `contra` (by default the
 * kind's CONTRA), written as two entries of the same txn, so every txn sums to zero by
 * construction. A movement between two house accounts (a jackpot contribution) names both.
 */
export interface Movement {
  kind: LedgerKind;
  account: LedgerAccount;
  /** Signed cents. */
  amount: number;
  /** Unique per player: a retried operation finds its rows by it (the counterpart: key/contra). */
  key: string;
  reference?: string | null;
  contra?: HouseAccount;
}

type EntryRow = Insertable<Database['wallet_ledger']>;
/** The columns entriesOf fills, in its order (the prepared ledger INSERT's parameters). */
const ENTRY_COLUMNS = [
  'txn',
  'player_id',
  'kind',
  'reference',
  'created_at',
  'account',
  'amount_cents',
  'balance_after',
  'idempotency_key',
] as const;

/** The two entries of each movement (none for a zero counterpart). */
function entriesOf(
  txn: string,
  playerId: number | null,
  movements: readonly Movement[],
  now: number,
  balanceAfter: (m: Movement) => number | null,
): EntryRow[] {
  const rows: EntryRow[] = [];
  for (const m of movements) {
    if (!Number.isSafeInteger(m.amount)) throw new Error(`Movement amount must be whole cents: ${m.amount}`);
    const contra = m.contra ?? CONTRA[m.kind];
    if (contra === m.account) throw new Error(`Movement ${m.key} has the same account on both sides`);
    const base = { txn, player_id: playerId, kind: m.kind, reference: m.reference ?? null, created_at: now };
    rows.push({ ...base, account: m.account, amount_cents: m.amount, balance_after: balanceAfter(m), idempotency_key: m.key });
    if (m.amount !== 0)
      rows.push({ ...base, account: contra, amount_cents: -m.amount, balance_after: null, idempotency_key: `${m.key}/${contra}` });
  }
  return rows;
}

/**
 * Movements between house accounts alone, with no player (a jackpot pool's opening); one txn.
 * Returns false (and writes nothing) when the txn exists already.
 */
export async function writeHouseMovements(db: Db | Trx, txn: string, movements: readonly Movement[], now: number): Promise<boolean> {
  for (const m of movements) if (isPlayerAccount(m.account)) throw new Error('A house movement cannot touch a player account');
  const done = await db.selectFrom('wallet_ledger').select('id').where('txn', '=', txn).executeTakeFirst();
  if (done) return false;
  const rows = entriesOf(txn, null, movements, now, () => null);
  if (rows.length > 0) await db.insertInto('wallet_ledger').values(rows).execute();
  return true;
}

const emptyState = (playerId: number): WalletState => ({
  playerId,
  cash: 0,
  promo: 0,
  reserve: 0,
  currentTurnover: 0,
  totalTurnover: 0,
  version: 0,
  transactionsBlocked: false,
  withdrawalBlocked: false,
  firstDepositLock: false,
});

type BalanceRow = Awaited<ReturnType<typeof selectBalance>>;

function selectBalance(db: Db | Trx, playerId: number) {
  return db.selectFrom('player_balance').selectAll().where('player_id', '=', playerId).executeTakeFirst();
}

function toState(playerId: number, row: BalanceRow): WalletState {
  if (!row) return emptyState(playerId);
  return {
    playerId,
    cash: Number(row.cash_cents),
    promo: Number(row.promo_cents),
    reserve: Number(row.reserve_cents),
    currentTurnover: Number(row.current_turnover_cents),
    totalTurnover: Number(row.total_turnover_cents),
    version: Number(row.version),
    transactionsBlocked: Number(row.transactions_blocked) === 1,
    withdrawalBlocked: Number(row.withdrawal_blocked) === 1,
    firstDepositLock: Number(row.first_deposit_lock) === 1,
  };
}

/** The wallet without a lock (reads only); zeros for a player who never had money. */
export async function readWallet(db: Db | Trx, playerId: number): Promise<WalletState> {
  return toState(playerId, await selectBalance(db, playerId));
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
 * missing. Every money transaction starts here, so two operations of one player never interleave:
 * PostgreSQL: SELECT ... FOR UPDATE (row lock until commit; one statement when the row exists);
 * SQLite: one INSERT ... ON CONFLICT DO UPDATE ... RETURNING, a write, which takes the database
 * write lock at once (BEGIN IMMEDIATE semantics) and answers the row; within one process Kysely's
 * SQLite driver also runs one transaction at a time on its single connection.
 */
export async function lockWallet(trx: Trx, playerId: number, now: number): Promise<WalletState> {
  return (await lockWalletThen(trx, playerId, now)).wallet;
}

/**
 * lockWallet, and then `next` (a statement of the caller, typically its first read) sent right
 * behind the lock without waiting for it (db/together.ts): one round trip on PostgreSQL. `next`
 * runs once the lock is held, so it sees every money transaction of the player committed before.
 */
export async function lockWalletThen(
  trx: Trx,
  playerId: number,
  now: number,
  next?: () => CompiledQuery,
): Promise<{ wallet: WalletState; next?: QueryResult<unknown> }> {
  const then = next ? [next()] : [];
  if (isPostgres(trx)) {
    const [locked, read] = await executeTogether(trx, [selectBalanceForUpdate.compile(trx, { playerId }), ...then]);
    const row = locked.rows[0] as BalanceRow;
    if (row) return { wallet: toState(playerId, row), next: read };
    // A first money movement: the row is created, then locked, and `next` read again under the lock.
    await ensureBalanceRow(trx, playerId, now);
    const [relocked, reread] = await executeTogether(trx, [selectBalanceForUpdate.compile(trx, { playerId }), ...(next ? [next()] : [])]);
    return { wallet: toState(playerId, relocked.rows[0] as BalanceRow), next: reread };
  }
  const [locked, read] = await executeTogether(trx, [upsertReturningBalance.compile(trx, { playerId, now }), ...then]);
  return { wallet: toState(playerId, locked.rows[0] as BalanceRow), next: read };
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

/** The ledger INSERT of `shape` rows; written behind (db/pgClient.ts). */
const insertEntries = prepared(
  (db, rows: EntryRow[]) => db.insertInto('wallet_ledger').values(rows).modifyEnd(WRITE_BEHIND),
  (rows) => rows.flatMap((r) => ENTRY_COLUMNS.map((c) => r[c])),
  (n) =>
    Array.from({ length: n }, (_, i): EntryRow => {
      const v = (c: number) => i * ENTRY_COLUMNS.length + c;
      return {
        txn: `t${v(0)}`,
        player_id: v(1),
        kind: `k${v(2)}`,
        reference: `r${v(3)}`,
        created_at: v(4),
        account: `a${v(5)}`,
        amount_cents: v(6),
        balance_after: v(7),
        idempotency_key: `i${v(8)}`,
      };
    }),
);

/** Ledger entries: rounds sharing a transaction insert theirs together (./sharedCommit.ts). */
const ledgerEntries = sharedInsert<EntryRow>('wallet_ledger', (trx, rows) => insertEntries(trx, rows, rows.length));

type BalanceUpdate = { next: WalletState; playerId: number; version: number; now: number };
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
        cash_cents: a.next.cash,
        promo_cents: a.next.promo,
        reserve_cents: a.next.reserve,
        current_turnover_cents: a.next.currentTurnover,
        total_turnover_cents: a.next.totalTurnover,
        version: sql<number>`case when version = ${a.version} then cast(${a.next.version} as bigint) end`,
        updated_at: a.now,
      })
      .where('player_id', '=', a.playerId)
      .modifyEnd(WRITE_BEHIND),
  (a) => [
    a.next.cash,
    a.next.promo,
    a.next.reserve,
    a.next.currentTurnover,
    a.next.totalTurnover,
    a.version,
    a.next.version,
    a.now,
    a.playerId,
  ],
  () => ({
    next: { ...emptyState(0), cash: 1, promo: 2, reserve: 3, currentTurnover: 4, totalTurnover: 5, version: 7 },
    version: 6,
    now: 8,
    playerId: 9,
  }),
);

/**
 * Several players' balance rows in one statement (PostgreSQL: arrays unnested into rows; only
 * rounds sharing a transaction write more than one, ./sharedCommit.ts), with updateBalance's
 * version check per row. Built once.
 */
const BALANCE_ROW_FIELDS: ((u: BalanceUpdate) => number)[] = [
  (u) => u.playerId,
  (u) => u.next.cash,
  (u) => u.next.promo,
  (u) => u.next.reserve,
  (u) => u.next.currentTurnover,
  (u) => u.next.totalTurnover,
  (u) => u.version,
  (u) => u.next.version,
  (u) => u.now,
];
const updateBalances = prepared(
  (db, rows: BalanceUpdate[]) => {
    const [player, cash, promo, reserve, current, total, version, next, now] = BALANCE_ROW_FIELDS.map((f) => rows.map(f));
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
  (rows) => BALANCE_ROW_FIELDS.map((f) => rows.map(f)),
  () =>
    [0, 1].map((r) => ({
      playerId: 10 * r + 1,
      next: {
        ...emptyState(0),
        cash: 10 * r + 2,
        promo: 10 * r + 3,
        reserve: 10 * r + 4,
        currentTurnover: 10 * r + 5,
        totalTurnover: 10 * r + 6,
        version: 10 * r + 8,
      },
      version: 10 * r + 7,
      now: 10 * r + 9,
    })),
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

export const insufficientFunds = (message = 'Insufficient balance'): AppError => new AppError(ErrorCode.NEGATIVE_BALANCE, message);

/**
 * Applies movements to a locked wallet as one txn: two entries each (the player account's with its
 * balance after it, and the counterpart's) in one INSERT, and one update of the balance row, all
 * in the caller's transaction. An account that would go negative answers 121 and nothing is
 * written (the caller's transaction rolls back). `txn` names the movement (default a new id).
 */
export async function applyMovements(
  trx: Trx,
  state: WalletState,
  movements: Movement[],
  now: number,
  turnover = 0,
  txn: string = randomUUID(),
): Promise<WalletState> {
  const next: WalletState = { ...state };
  const rows = entriesOf(txn, state.playerId, movements, now, (m) => {
    if (!isPlayerAccount(m.account)) return null;
    next[m.account] += m.amount;
    if (next[m.account] < 0) throw insufficientFunds();
    return next[m.account];
  });
  next.currentTurnover += turnover;
  next.totalTurnover += turnover;
  next.version = state.version + 1;
  // Both written behind: on PostgreSQL they leave with the transaction's next awaited statement
  // (at the latest its COMMIT), whose answer brings their error, if any.
  if (rows.length > 0) await addShared(trx, ledgerEntries, 0, rows);
  await addShared(trx, balanceRows, state.playerId, { next, playerId: state.playerId, version: state.version, now });
  return next;
}

/** Why a money transaction that failed so runs again (undefined: it does not). */
function retryReason(err: unknown): 'deadlock' | 'serialization' | 'busy' | 'stale_plan' | undefined {
  if (isStalePlan(err)) return 'stale_plan';
  const code = (err as { code?: string })?.code;
  if (code === '40P01') return 'deadlock';
  if (code === '40001') return 'serialization';
  if (code === 'SQLITE_BUSY') return 'busy';
  return undefined;
}

/**
 * Runs a money transaction; retries it (up to 4 times) after a PostgreSQL deadlock or
 * serialization failure, SQLite busy, or a prepared statement gone stale after another instance's
 * migration (db/pgClient.ts), which roll the whole transaction back first. `groupCommit` (the
 * rounds, with the player whose wallet the transaction locks): its first try may share its COMMIT
 * with others running at the same time (./groupCommit.ts); when that shared commit fails as a
 * whole, it runs again on its own.
 */
export async function walletTransaction<T>(
  db: Db,
  fn: (trx: Trx) => Promise<T>,
  options: { groupCommit?: { playerId: number } } = {},
): Promise<T> {
  if (options.groupCommit) {
    try {
      return await groupCommit(db, options.groupCommit.playerId, fn);
    } catch (err) {
      const reason = err instanceof SharedCommitFailed ? 'shared_commit' : retryReason(err);
      if (!reason) throw err;
      moneyTransactionRetried(reason);
    }
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (err) {
      const reason = retryReason(err);
      if (attempt >= 4 || !reason) throw err;
      moneyTransactionRetried(reason);
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.floor(Math.random() * 10)));
    }
  }
}

/** Euros with 2 decimals as a number (the API's money). */
export const euros = (cents: number): number => Math.round(cents) / 100;

/**
 * Whole cents of a euro amount from the API; 195 when it has more than 2 decimals, is not
 * finite, or not positive.
 */
export function toCents(amount: number, field = 'amount'): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(amount * 100 - cents) > 1e-6 || !Number.isSafeInteger(cents)) {
    throw AppError.validation(field, `${field} must be a positive amount with at most 2 decimals`, { rule: 'amount' });
  }
  return cents;
}
