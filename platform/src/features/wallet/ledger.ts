import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/migrations/util';
import { AppError, ErrorCode } from '../../errors';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

export const CURRENCY = 'EUR';

export type Account = 'cash' | 'promo' | 'reserve';
export const ACCOUNTS: Account[] = ['cash', 'promo', 'reserve'];

export type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_cancel'
  | 'bet'
  | 'win'
  | 'bonus_grant'
  | 'bonus_forfeit'
  /** Promo money whose wagering requirement is met, moved to cash (a pair of rows). */
  | 'bonus_convert'
  | 'adjustment'
  | 'reserve_lock'
  | 'reserve_release';

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

export interface Movement {
  kind: LedgerKind;
  account: Account;
  /** Signed cents. */
  amount: number;
  /** Unique per player: a retried operation finds its rows by it. */
  key: string;
  reference?: string | null;
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

/** Creates the balance row when missing (no-op otherwise). */
export async function ensureBalanceRow(db: Db | Trx, playerId: number, now: number): Promise<void> {
  await db
    .insertInto('player_balance')
    .values({
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
      updated_at: now,
    })
    .onConflict((oc) => oc.column('player_id').doNothing())
    .execute();
}

/**
 * Locks the player's balance row for the rest of the transaction and reads it. Every money
 * transaction starts here, so two operations of one player never interleave:
 * PostgreSQL: SELECT ... FOR UPDATE (row lock until commit);
 * SQLite: the first statement is a write (INSERT ... ON CONFLICT DO NOTHING), which takes the
 * database write lock at once (BEGIN IMMEDIATE semantics); within one process Kysely's SQLite
 * driver also runs one transaction at a time on its single connection.
 */
export async function lockWallet(trx: Trx, playerId: number, now: number): Promise<WalletState> {
  if (isPostgres(trx)) {
    const lock = () => trx.selectFrom('player_balance').selectAll().where('player_id', '=', playerId).forUpdate().executeTakeFirst();
    const row = await lock();
    if (row) return toState(playerId, row);
    await ensureBalanceRow(trx, playerId, now);
    return toState(playerId, await lock());
  }
  await ensureBalanceRow(trx, playerId, now);
  return toState(playerId, await selectBalance(trx, playerId));
}

export const insufficientFunds = (message = 'Insufficient balance'): AppError => new AppError(ErrorCode.NEGATIVE_BALANCE, message);

/**
 * Applies movements to a locked wallet: one ledger row each (with the account's balance after
 * it) and one update of the balance row, all in the caller's transaction. An account that would
 * go negative answers 121 and nothing is written (the caller's transaction rolls back).
 */
export async function applyMovements(
  trx: Trx,
  state: WalletState,
  movements: Movement[],
  now: number,
  turnover = 0,
): Promise<WalletState> {
  const next: WalletState = { ...state };
  const rows = [];
  for (const m of movements) {
    if (!Number.isSafeInteger(m.amount)) throw new Error(`Movement amount must be whole cents: ${m.amount}`);
    next[m.account] += m.amount;
    if (next[m.account] < 0) throw insufficientFunds();
    rows.push({
      player_id: state.playerId,
      kind: m.kind,
      account: m.account,
      amount_cents: m.amount,
      balance_after: next[m.account],
      idempotency_key: m.key,
      reference: m.reference ?? null,
      created_at: now,
    });
  }
  next.currentTurnover += turnover;
  next.totalTurnover += turnover;
  next.version = state.version + 1;
  if (rows.length > 0) await trx.insertInto('wallet_ledger').values(rows).execute();
  const res = await trx
    .updateTable('player_balance')
    .set({
      cash_cents: next.cash,
      promo_cents: next.promo,
      reserve_cents: next.reserve,
      current_turnover_cents: next.currentTurnover,
      total_turnover_cents: next.totalTurnover,
      version: next.version,
      updated_at: now,
    })
    .where('player_id', '=', state.playerId)
    .where('version', '=', state.version)
    .executeTakeFirst();
  // The row is locked, so the version cannot have moved; if it did, fail (and retry) rather than overwrite.
  if (Number(res.numUpdatedRows) !== 1) throw new ConcurrentUpdateError();
  return next;
}

export class ConcurrentUpdateError extends Error {
  constructor() {
    super('Balance row changed during the transaction');
    this.name = 'ConcurrentUpdateError';
  }
}

const RETRYABLE_PG = new Set(['40001', '40P01']);

function retryable(err: unknown): boolean {
  if (err instanceof ConcurrentUpdateError) return true;
  const code = (err as { code?: string })?.code;
  return typeof code === 'string' && (RETRYABLE_PG.has(code) || code === 'SQLITE_BUSY');
}

/**
 * Runs a money transaction; retries it (up to 4 times) after a PostgreSQL deadlock or
 * serialization failure, or SQLite busy, which roll the whole transaction back first.
 */
export async function walletTransaction<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (err) {
      if (attempt >= 4 || !retryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.floor(Math.random() * 10)));
    }
  }
}

/** Whether a key was already used by this player (a retried operation). */
export async function ledgerKeyUsed(trx: Trx, playerId: number, key: string): Promise<boolean> {
  const row = await trx
    .selectFrom('wallet_ledger')
    .select('id')
    .where('player_id', '=', playerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
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

/** What the check found wrong (see checkLedger). */
export type LedgerProblemKind = 'sum' | 'latest' | 'running' | 'negative' | 'orphan' | 'duplicateKey';

export interface LedgerProblem {
  kind: LedgerProblemKind;
  playerId: number;
  /** The account concerned; 'row' for ledger rows of a player without a balance row. */
  account: Account | 'row';
  /** sum: the ledger's sum; latest/running/negative: the row's balance_after. */
  ledgerSum?: number;
  /** The balance row's value (sum, latest, negative), or what balance_after should be (running). */
  balance?: number;
  /** duplicateKey: the idempotency key and how many rows carry it. */
  key?: string;
  count?: number;
  /** running: the first row whose balance_after does not follow from the rows before it. */
  entryId?: number;
}

export interface LedgerCheck {
  players: number;
  entries: number;
  problems: LedgerProblem[];
}

/**
 * Checks the wallet invariant for every player (or one):
 * - sum: per account the sum of the ledger equals the balance row (a ledger row without its
 *   balance change, or a balance change without its ledger row, breaks it);
 * - latest: the account's last ledger row carries the balance row's value;
 * - running: every row's balance_after is the previous one plus its amount;
 * - negative: no balance and no balance_after below zero;
 * - orphan: no ledger rows of a player without a balance row;
 * - duplicateKey: no idempotency key used twice by one player (the unique index should make it
 *   impossible; the check does not take that on trust).
 */
export async function checkLedger(db: Db, playerId?: number): Promise<LedgerCheck> {
  // One snapshot for every query, so that live traffic cannot show a half-applied operation.
  const trx = isPostgres(db) ? db.transaction().setIsolationLevel('repeatable read') : db.transaction();
  return trx.execute((t) => checkLedgerIn(t, playerId));
}

async function checkLedgerIn(db: Trx, playerId?: number): Promise<LedgerCheck> {
  const onePlayer = playerId !== undefined ? sql`and l.player_id = ${playerId}` : sql``;
  let sums = db
    .selectFrom('wallet_ledger')
    .select(['player_id', 'account', (eb) => eb.fn.sum<number>('amount_cents').as('total'), (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min<number>('balance_after').as('min_after')])
    .groupBy(['player_id', 'account']);
  if (playerId !== undefined) sums = sums.where('player_id', '=', playerId);
  let balances = db.selectFrom('player_balance').select(['player_id', 'cash_cents', 'promo_cents', 'reserve_cents']);
  if (playerId !== undefined) balances = balances.where('player_id', '=', playerId);
  const sumRows = await sums.execute();
  const balanceRows = await balances.execute();
  const problems: LedgerProblem[] = [];
  const byPlayer = new Map<number, Record<Account, number>>();
  let entries = 0;
  for (const r of sumRows) {
    entries += Number(r.n);
    const pid = Number(r.player_id);
    const acc = byPlayer.get(pid) ?? { cash: 0, promo: 0, reserve: 0 };
    acc[r.account as Account] = Number(r.total);
    byPlayer.set(pid, acc);
    if (Number(r.min_after) < 0) problems.push({ kind: 'negative', playerId: pid, account: r.account as Account, ledgerSum: Number(r.min_after) });
  }
  for (const b of balanceRows) {
    const pid = Number(b.player_id);
    const acc = byPlayer.get(pid) ?? { cash: 0, promo: 0, reserve: 0 };
    const bal: Record<Account, number> = { cash: Number(b.cash_cents), promo: Number(b.promo_cents), reserve: Number(b.reserve_cents) };
    for (const a of ACCOUNTS) {
      if (acc[a] !== bal[a]) problems.push({ kind: 'sum', playerId: pid, account: a, ledgerSum: acc[a], balance: bal[a] });
      if (bal[a] < 0) problems.push({ kind: 'negative', playerId: pid, account: a, balance: bal[a] });
    }
    byPlayer.delete(pid);
  }
  for (const [pid, acc] of byPlayer) problems.push({ kind: 'orphan', playerId: pid, account: 'row', ledgerSum: acc.cash + acc.promo + acc.reserve, balance: 0 });

  // The latest row of each account carries the balance.
  const latest = await sql<{ player_id: number; account: string; balance_after: number }>`
    select l.player_id, l.account, l.balance_after from wallet_ledger l
    where l.id = (select max(m.id) from wallet_ledger m where m.player_id = l.player_id and m.account = l.account)
    ${onePlayer}`.execute(db);
  const balanceOf = new Map(balanceRows.map((b) => [Number(b.player_id), b]));
  for (const r of latest.rows) {
    const b = balanceOf.get(Number(r.player_id));
    const col = `${r.account}_cents` as 'cash_cents';
    if (b && Number(b[col]) !== Number(r.balance_after)) {
      problems.push({ kind: 'latest', playerId: Number(r.player_id), account: r.account as Account, ledgerSum: Number(r.balance_after), balance: Number(b[col]) });
    }
  }

  // Each balance_after is the running sum of the account's amounts; the first row that is not.
  const running = await sql<{ id: number; player_id: number; account: string; balance_after: number; expected: number }>`
    select id, player_id, account, balance_after, expected from (
      select l.id, l.player_id, l.account, l.balance_after,
        sum(l.amount_cents) over (partition by l.player_id, l.account order by l.id rows unbounded preceding) as expected
      from wallet_ledger l where 1 = 1 ${onePlayer}
    ) r where balance_after <> expected order by id`.execute(db);
  const reported = new Set<string>();
  for (const r of running.rows) {
    const at = `${r.player_id}:${r.account}`;
    if (reported.has(at)) continue;
    reported.add(at);
    problems.push({ kind: 'running', playerId: Number(r.player_id), account: r.account as Account, entryId: Number(r.id), ledgerSum: Number(r.balance_after), balance: Number(r.expected) });
  }

  let keys = db
    .selectFrom('wallet_ledger')
    .select(['player_id', 'idempotency_key', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['player_id', 'idempotency_key'])
    .having((eb) => eb.fn.countAll(), '>', 1);
  if (playerId !== undefined) keys = keys.where('player_id', '=', playerId);
  for (const r of await keys.execute()) {
    problems.push({ kind: 'duplicateKey', playerId: Number(r.player_id), account: 'row', key: r.idempotency_key, count: Number(r.n) });
  }
  return { players: balanceRows.length, entries, problems };
}
