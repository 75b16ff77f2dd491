import { sql, type RawBuilder } from 'kysely';
import { isPostgres } from '../../db/migrations/util';
import { ACCOUNTS, type Account } from './ledger';
import type { Db, Trx } from '../../db/schema';

/**
 * The ledger checker (GET /sandbox/admin/wallet/check, the tests, the benchmarks, the crash and
 * simulation tests): proves the double-entry invariants and reconciles the ledger with the tables
 * that say what should have moved. Stable API: checkLedger(db, playerId?) → { players, entries,
 * total, problems }; ok when problems is empty.
 */

/** What the check found wrong (see checkLedger). */
type LedgerProblemKind =
  | 'sum'
  | 'latest'
  | 'running'
  | 'negative'
  | 'orphan'
  | 'duplicateKey'
  | 'unbalanced'
  | 'jackpot'
  | 'clearing'
  | 'deposit'
  | 'withdrawal'
  | 'round';

interface LedgerProblem {
  kind: LedgerProblemKind;
  /** The player concerned; 0 for what belongs to no one player (a jackpot pool, a house txn). */
  playerId: number;
  /**
   * The account concerned; 'row' for ledger rows of a player without a balance row or a key,
   * 'txn' for an unbalanced txn, 'bet' or 'win' for a round.
   */
  account: string;
  /** What the ledger holds (sum of the entries, or the row's balance_after). */
  ledgerSum?: number;
  /** What it should be: the balance row, the pool, the deposit, withdrawal or round. */
  balance?: number;
  /** duplicateKey: the idempotency key and how many rows carry it; deposit: credits found. */
  key?: string;
  count?: number;
  /** running: the first row whose balance_after does not follow from the rows before it. */
  entryId?: number;
  /** unbalanced: the txn whose entries do not sum to zero. */
  txn?: string;
  /** deposit, withdrawal, round: the reference of the row (deposit:<id>, withdrawal:<ref>, round id). */
  reference?: string;
}

export interface LedgerCheck {
  players: number;
  entries: number;
  /** Sum of all entries checked (0 when every txn balances). */
  total: number;
  problems: LedgerProblem[];
}

/**
 * Checks, for every player (or one):
 * - unbalanced: every txn's entries sum to zero (and so do all entries: `total`);
 * - sum / latest / running / negative / orphan: each player account (cash, promo, reserve) equals
 *   the sum of its entries, its last balance_after and the running sum of every row; nothing
 *   negative; no entries of a player without a balance row;
 * - duplicateKey: no idempotency key used twice by one player;
 * - jackpot (all players only): each pool's entries sum to the shown pool (base + shards);
 * - clearing: a player's payout account holds their pending withdrawals, their bank clearing
 *   account their paid withdrawals minus their credited deposits;
 * - deposit: an ok deposit is credited exactly once with its amount, any other status never;
 * - withdrawal: a pending or paid withdrawal took its amount off the cash once, a cancelled one
 *   gave it back, a paid one went to the bank;
 * - round: each round's bet and win entries equal the round row, and no bet or win entry lacks
 *   its round.
 */
export async function checkLedger(db: Db, playerId?: number): Promise<LedgerCheck> {
  // One snapshot for every query, so that live traffic cannot show a half-applied operation.
  const trx = isPostgres(db) ? db.transaction().setIsolationLevel('repeatable read') : db.transaction();
  return trx.execute((t) => checkLedgerIn(t, playerId));
}

const n = (v: unknown): number => Number(v ?? 0);
const PLAYER_ACCOUNTS = sql`('cash', 'promo', 'reserve')`;

async function checkLedgerIn(db: Trx, playerId?: number): Promise<LedgerCheck> {
  const only = (col: string): RawBuilder<unknown> => (playerId !== undefined ? sql`and ${sql.ref(col)} = ${playerId}` : sql``);
  const problems: LedgerProblem[] = [];

  // Double entry: every txn sums to zero.
  const totals = await sql<{ n: number; total: number }>`
    select count(*) as n, coalesce(sum(amount_cents), 0) as total from wallet_ledger l where 1 = 1 ${only('l.player_id')}`.execute(db);
  const unbalanced = await sql<{ txn: string; player_id: number | null; total: number }>`
    select txn, min(player_id) as player_id, sum(amount_cents) as total from wallet_ledger l where 1 = 1 ${only('l.player_id')}
    group by txn having sum(amount_cents) <> 0 order by txn`.execute(db);
  for (const r of unbalanced.rows)
    problems.push({ kind: 'unbalanced', playerId: n(r.player_id), account: 'txn', txn: r.txn, ledgerSum: n(r.total), balance: 0 });

  // Player accounts against the balance rows.
  const sums = await sql<{ player_id: number; account: Account; total: number; min_after: number }>`
    select player_id, account, sum(amount_cents) as total, min(balance_after) as min_after from wallet_ledger l
    where account in ${PLAYER_ACCOUNTS} ${only('l.player_id')} group by player_id, account`.execute(db);
  const balanceRows = await sql<{ player_id: number; cash_cents: number; promo_cents: number; reserve_cents: number }>`
    select player_id, cash_cents, promo_cents, reserve_cents from player_balance b where 1 = 1 ${only('b.player_id')}`.execute(db);
  const byPlayer = new Map<number, Record<Account, number>>();
  for (const r of sums.rows) {
    const pid = n(r.player_id);
    const acc = byPlayer.get(pid) ?? { cash: 0, promo: 0, reserve: 0 };
    acc[r.account] = n(r.total);
    byPlayer.set(pid, acc);
    if (n(r.min_after) < 0) problems.push({ kind: 'negative', playerId: pid, account: r.account, ledgerSum: n(r.min_after) });
  }
  for (const b of balanceRows.rows) {
    const pid = n(b.player_id);
    const acc = byPlayer.get(pid) ?? { cash: 0, promo: 0, reserve: 0 };
    const bal: Record<Account, number> = { cash: n(b.cash_cents), promo: n(b.promo_cents), reserve: n(b.reserve_cents) };
    for (const a of ACCOUNTS) {
      if (acc[a] !== bal[a]) problems.push({ kind: 'sum', playerId: pid, account: a, ledgerSum: acc[a], balance: bal[a] });
      if (bal[a] < 0) problems.push({ kind: 'negative', playerId: pid, account: a, balance: bal[a] });
    }
    byPlayer.delete(pid);
  }
  for (const [pid, acc] of byPlayer)
    problems.push({ kind: 'orphan', playerId: pid, account: 'row', ledgerSum: acc.cash + acc.promo + acc.reserve, balance: 0 });

  // The latest row of each player account carries the balance.
  const latest = await sql<{ player_id: number; account: Account; balance_after: number }>`
    select player_id, account, balance_after from (
      select l.player_id, l.account, l.balance_after, row_number() over (partition by l.player_id, l.account order by l.id desc) as rn
      from wallet_ledger l where l.account in ${PLAYER_ACCOUNTS} ${only('l.player_id')}
    ) r where rn = 1`.execute(db);
  const balanceOf = new Map(balanceRows.rows.map((b) => [n(b.player_id), b]));
  for (const r of latest.rows) {
    const b = balanceOf.get(n(r.player_id));
    const col = `${r.account}_cents` as 'cash_cents';
    if (b && n(b[col]) !== n(r.balance_after)) {
      problems.push({ kind: 'latest', playerId: n(r.player_id), account: r.account, ledgerSum: n(r.balance_after), balance: n(b[col]) });
    }
  }

  // Each balance_after is the running sum of the account's amounts; the first row that is not.
  const running = await sql<{ id: number; player_id: number; account: Account; balance_after: number; expected: number }>`
    select id, player_id, account, balance_after, expected from (
      select l.id, l.player_id, l.account, l.balance_after,
        sum(l.amount_cents) over (partition by l.player_id, l.account order by l.id rows unbounded preceding) as expected
      from wallet_ledger l where l.account in ${PLAYER_ACCOUNTS} ${only('l.player_id')}
    ) r where balance_after is null or balance_after <> expected order by id`.execute(db);
  const reported = new Set<string>();
  for (const r of running.rows) {
    const at = `${r.player_id}:${r.account}`;
    if (reported.has(at)) continue;
    reported.add(at);
    problems.push({
      kind: 'running',
      playerId: n(r.player_id),
      account: r.account,
      entryId: n(r.id),
      ledgerSum: n(r.balance_after),
      balance: n(r.expected),
    });
  }

  const keys = await sql<{ player_id: number; idempotency_key: string; n: number }>`
    select player_id, idempotency_key, count(*) as n from wallet_ledger l where player_id is not null ${only('l.player_id')}
    group by player_id, idempotency_key having count(*) > 1`.execute(db);
  for (const r of keys.rows)
    problems.push({ kind: 'duplicateKey', playerId: n(r.player_id), account: 'row', key: r.idempotency_key, count: n(r.n) });

  if (playerId === undefined) await checkJackpots(db, problems);
  await checkClearing(db, only, problems);
  await checkDeposits(db, only, problems);
  await checkWithdrawals(db, only, problems);
  await checkRounds(db, only, problems);
  return { players: balanceRows.rows.length, entries: n(totals.rows[0]?.n), total: n(totals.rows[0]?.total), problems };
}

type Only = (col: string) => RawBuilder<unknown>;

/** Each pool's entries equal what /jackpots shows and what a win would pay. */
async function checkJackpots(db: Trx, problems: LedgerProblem[]): Promise<void> {
  const pools = await sql<{ slug: string; pool: number }>`
    select j.slug, j.amount_cents + coalesce((select sum(s.amount_cents) from jackpot_shard s where s.slug = j.slug), 0) as pool from jackpot j`.execute(
    db,
  );
  const ledger = await sql<{ account: string; total: number }>`
    select account, sum(amount_cents) as total from wallet_ledger where account like 'jackpot:%' group by account`.execute(db);
  const held = new Map(ledger.rows.map((r) => [r.account, n(r.total)]));
  for (const p of pools.rows) {
    const account = `jackpot:${p.slug}`;
    const sum = held.get(account) ?? 0;
    held.delete(account);
    if (sum !== n(p.pool)) problems.push({ kind: 'jackpot', playerId: 0, account, ledgerSum: sum, balance: n(p.pool) });
  }
  for (const [account, sum] of held) if (sum !== 0) problems.push({ kind: 'jackpot', playerId: 0, account, ledgerSum: sum, balance: 0 });
}

/** A player's payout account holds their pending withdrawals; bank clearing: paid out minus credited. */
async function checkClearing(db: Trx, only: Only, problems: LedgerProblem[]): Promise<void> {
  const ledger = await sql<{ player_id: number; account: string; total: number }>`
    select player_id, account, sum(amount_cents) as total from wallet_ledger l
    where account in ('payout', 'bank') ${only('l.player_id')} group by player_id, account`.execute(db);
  const expected = await sql<{ player_id: number; account: string; total: number }>`
    select player_id, 'payout' as account, sum(amount_cents) as total from payment_withdrawal w where status = 'pending' ${only('w.player_id')} group by player_id
    union all
    select player_id, 'bank' as account, sum(amount_cents) as total from payment_withdrawal w where status = 'paid' ${only('w.player_id')} group by player_id
    union all
    select player_id, 'bank' as account, -sum(amount_cents) as total from payment_deposit d where status = 'ok' and player_id is not null ${only('d.player_id')} group by player_id`.execute(
    db,
  );
  const want = new Map<string, number>();
  for (const r of expected.rows) want.set(`${n(r.player_id)}:${r.account}`, (want.get(`${n(r.player_id)}:${r.account}`) ?? 0) + n(r.total));
  const have = new Map(ledger.rows.map((r) => [`${n(r.player_id)}:${r.account}`, n(r.total)]));
  for (const at of new Set([...want.keys(), ...have.keys()])) {
    const [pid, account] = at.split(':');
    if ((have.get(at) ?? 0) !== (want.get(at) ?? 0))
      problems.push({ kind: 'clearing', playerId: Number(pid), account, ledgerSum: have.get(at) ?? 0, balance: want.get(at) ?? 0 });
  }
}

/** An ok deposit is credited once with its amount; any other deposit never; no credit without its deposit. */
async function checkDeposits(db: Trx, only: Only, problems: LedgerProblem[]): Promise<void> {
  const rows = await sql<{
    reference: string;
    player_id: number;
    status: string | null;
    amount_cents: number | null;
    total: number | null;
    credits: number | null;
  }>`
    with e as (
      select reference, player_id, sum(amount_cents) as total, count(*) as credits from wallet_ledger l
      where kind = 'deposit' and account = 'cash' ${only('l.player_id')} group by reference, player_id
    )
    select 'deposit:' || d.id as reference, d.player_id, d.status, d.amount_cents, e.total, e.credits
    from payment_deposit d left join e on e.reference = 'deposit:' || d.id
    where (d.status = 'ok' or e.credits is not null) ${only('d.player_id')}
    union all
    select e.reference, e.player_id, null, null, e.total, e.credits from e
    where not exists (select 1 from payment_deposit d where 'deposit:' || d.id = e.reference and d.player_id = e.player_id)`.execute(db);
  for (const r of rows.rows) {
    const want = r.status === 'ok' ? n(r.amount_cents) : 0;
    const credits = n(r.credits);
    if (n(r.total) !== want || credits !== (r.status === 'ok' ? 1 : 0)) {
      problems.push({
        kind: 'deposit',
        playerId: n(r.player_id),
        account: 'cash',
        reference: r.reference,
        ledgerSum: n(r.total),
        balance: want,
        count: credits,
      });
    }
  }
}

/** Pending or paid: the amount left the cash once; cancelled: it came back; paid: it went to the bank. */
async function checkWithdrawals(db: Trx, only: Only, problems: LedgerProblem[]): Promise<void> {
  const rows = await sql<{
    reference: string;
    player_id: number;
    status: string | null;
    amount_cents: number | null;
    cash: number | null;
    bank: number | null;
    debits: number | null;
  }>`
    with e as (
      select reference, player_id,
        sum(case when account = 'cash' then amount_cents else 0 end) as cash,
        sum(case when account = 'bank' then amount_cents else 0 end) as bank,
        sum(case when account = 'cash' and kind = 'withdrawal' then 1 else 0 end) as debits
      from wallet_ledger l where kind in ('withdrawal', 'withdrawal_cancel', 'withdrawal_payout') ${only('l.player_id')} group by reference, player_id
    )
    select 'withdrawal:' || w.reference as reference, w.player_id, w.status, w.amount_cents, e.cash, e.bank, e.debits
    from payment_withdrawal w left join e on e.reference = 'withdrawal:' || w.reference and e.player_id = w.player_id
    where 1 = 1 ${only('w.player_id')}
    union all
    select e.reference, e.player_id, null, null, e.cash, e.bank, e.debits from e
    where not exists (select 1 from payment_withdrawal w where 'withdrawal:' || w.reference = e.reference and w.player_id = e.player_id)`.execute(
    db,
  );
  for (const r of rows.rows) {
    const amount = n(r.amount_cents);
    const wantCash = r.status === 'pending' || r.status === 'paid' ? -amount : 0;
    const wantBank = r.status === 'paid' ? amount : 0;
    const pid = n(r.player_id);
    if (n(r.cash) !== wantCash)
      problems.push({
        kind: 'withdrawal',
        playerId: pid,
        account: 'cash',
        reference: r.reference,
        ledgerSum: n(r.cash),
        balance: wantCash,
      });
    if (n(r.bank) !== wantBank)
      problems.push({
        kind: 'withdrawal',
        playerId: pid,
        account: 'bank',
        reference: r.reference,
        ledgerSum: n(r.bank),
        balance: wantBank,
      });
    if (r.status !== null && n(r.debits) !== 1)
      problems.push({ kind: 'withdrawal', playerId: pid, account: 'cash', reference: r.reference, count: n(r.debits) });
  }
}

/**
 * Each round's bet and win entries (cash + promo) equal its row; no bet or win entry without its round.
 * Rounds and entries are grouped together by reference in one pass: looking each entry's round up
 * instead went through the player's rounds (game_round has no round_id index, migration 0016), a
 * scan per entry on SQLite.
 */
async function checkRounds(db: Trx, only: Only, problems: LedgerProblem[]): Promise<void> {
  const rows = await sql<{
    reference: string;
    player_id: number;
    bet: number | null;
    win: number | null;
    ledger_bet: number | null;
    ledger_win: number | null;
  }>`
    select reference, player_id,
      case when sum(is_round) > 0 then sum(round_bet) end as bet,
      case when sum(is_round) > 0 then sum(round_win) end as win,
      sum(ledger_bet) as ledger_bet, sum(ledger_win) as ledger_win
    from (
      select r.round_id as reference, r.player_id, 1 as is_round, r.bet_cash_cents + r.bet_promo_cents as round_bet,
        r.win_cents as round_win, 0 as ledger_bet, 0 as ledger_win
      from game_round r where 1 = 1 ${only('r.player_id')}
      union all
      select l.reference, l.player_id, 0, 0, 0,
        case when l.kind = 'bet' then l.amount_cents else 0 end, case when l.kind = 'win' then l.amount_cents else 0 end
      from wallet_ledger l where l.kind in ('bet', 'win') and l.account in ('cash', 'promo') ${only('l.player_id')}
    ) x
    group by reference, player_id
    having sum(is_round) = 0 or sum(ledger_bet) <> -sum(round_bet) or sum(ledger_win) <> sum(round_win)`.execute(db);
  for (const r of rows.rows) {
    const pid = n(r.player_id);
    const bet = r.bet === null ? 0 : -n(r.bet);
    const win = n(r.win);
    if (r.bet === null || n(r.ledger_bet) !== bet)
      problems.push({ kind: 'round', playerId: pid, account: 'bet', reference: r.reference, ledgerSum: n(r.ledger_bet), balance: bet });
    if (r.bet === null ? n(r.ledger_win) !== 0 : n(r.ledger_win) !== win)
      problems.push({ kind: 'round', playerId: pid, account: 'win', reference: r.reference, ledgerSum: n(r.ledger_win), balance: win });
  }
}
