import { sql, type RawBuilder } from 'kysely';
import { isPostgres } from '../../../db/migrations/util';
import type { Db, Trx } from '../../../db/schema';
import type { Account } from '../ledger';

/**
 * The ledger check's reads of the ledger and the balances (features/wallet/check.ts says what they
 * must show; checkSchedule.ts picks the players). Each takes the player checked (all players when
 * undefined). The deposits, withdrawals and rounds the ledger is reconciled with come from their
 * owners as fragments (a select of one row per reference), composed here into one statement each.
 */

const ofPlayer = (column: string, playerId: number | undefined): RawBuilder<unknown> =>
  playerId === undefined ? sql`` : sql`and ${sql.ref(column)} = ${playerId}`;
const PLAYER_ACCOUNTS = sql`('cash', 'promo', 'reserve')`;

/** Runs the check's reads in one snapshot, so that live traffic cannot show a half-applied operation. */
export function inLedgerSnapshot<T>(db: Db, read: (trx: Trx) => Promise<T>): Promise<T> {
  const trx = isPostgres(db) ? db.transaction().setIsolationLevel('repeatable read') : db.transaction();
  return trx.execute(read);
}

/** How many entries there are and what they sum to. */
export async function ledgerTotals(db: Trx, playerId?: number): Promise<{ n: number; total: number } | undefined> {
  const totals = await sql<{ n: number; total: number }>`
    select count(*) as n, coalesce(sum(amount_cents), 0) as total from wallet_ledger l where 1 = 1 ${ofPlayer('l.player_id', playerId)}`.execute(
    db,
  );
  return totals.rows[0];
}

/** The txns whose entries do not sum to zero. */
export async function unbalancedTxns(db: Trx, playerId?: number) {
  const unbalanced = await sql<{ txn: string; player_id: number | null; total: number }>`
    select txn, min(player_id) as player_id, sum(amount_cents) as total from wallet_ledger l where 1 = 1 ${ofPlayer('l.player_id', playerId)}
    group by txn having sum(amount_cents) <> 0 order by txn`.execute(db);
  return unbalanced.rows;
}

/** Per player account (cash, promo, reserve): the sum of its entries and its lowest balance_after. */
export async function playerAccountSums(db: Trx, playerId?: number) {
  const sums = await sql<{ player_id: number; account: Account; total: number; min_after: number }>`
    select player_id, account, sum(amount_cents) as total, min(balance_after) as min_after from wallet_ledger l
    where account in ${PLAYER_ACCOUNTS} ${ofPlayer('l.player_id', playerId)} group by player_id, account`.execute(db);
  return sums.rows;
}

export async function balanceRows(db: Trx, playerId?: number) {
  const rows = await sql<{ player_id: number; cash_cents: number; promo_cents: number; reserve_cents: number }>`
    select player_id, cash_cents, promo_cents, reserve_cents from player_balance b where 1 = 1 ${ofPlayer('b.player_id', playerId)}`.execute(
    db,
  );
  return rows.rows;
}

/** The balance_after of the latest entry of each player account. */
export async function latestBalances(db: Trx, playerId?: number) {
  const latest = await sql<{ player_id: number; account: Account; balance_after: number }>`
    select player_id, account, balance_after from (
      select l.player_id, l.account, l.balance_after, row_number() over (partition by l.player_id, l.account order by l.id desc) as rn
      from wallet_ledger l where l.account in ${PLAYER_ACCOUNTS} ${ofPlayer('l.player_id', playerId)}
    ) r where rn = 1`.execute(db);
  return latest.rows;
}

/** The entries whose balance_after is not the running sum of their account's amounts (with that sum), by id. */
export async function runningSumBreaks(db: Trx, playerId?: number) {
  const running = await sql<{ id: number; player_id: number; account: Account; balance_after: number; expected: number }>`
    select id, player_id, account, balance_after, expected from (
      select l.id, l.player_id, l.account, l.balance_after,
        sum(l.amount_cents) over (partition by l.player_id, l.account order by l.id rows unbounded preceding) as expected
      from wallet_ledger l where l.account in ${PLAYER_ACCOUNTS} ${ofPlayer('l.player_id', playerId)}
    ) r where balance_after is null or balance_after <> expected order by id`.execute(db);
  return running.rows;
}

/** The idempotency keys a player used more than once, with how often. */
export async function duplicateKeys(db: Trx, playerId?: number) {
  const keys = await sql<{ player_id: number; idempotency_key: string; n: number }>`
    select player_id, idempotency_key, count(*) as n from wallet_ledger l where player_id is not null ${ofPlayer('l.player_id', playerId)}
    group by player_id, idempotency_key having count(*) > 1`.execute(db);
  return keys.rows;
}

/** The sum of each jackpot pool's account (jackpot:<slug>). */
export async function jackpotAccountSums(db: Trx) {
  const ledger = await sql<{ account: string; total: number }>`
    select account, sum(amount_cents) as total from wallet_ledger where account like 'jackpot:%' group by account`.execute(db);
  return ledger.rows;
}

/** The sum of each player's payout and bank clearing accounts. */
export async function clearingAccountSums(db: Trx, playerId?: number) {
  const ledger = await sql<{ player_id: number; account: string; total: number }>`
    select player_id, account, sum(amount_cents) as total from wallet_ledger l
    where account in ('payout', 'bank') ${ofPlayer('l.player_id', playerId)} group by player_id, account`.execute(db);
  return ledger.rows;
}

/** Every deposit, one row each under the reference its credit carries (deposit:<id>); payments gives it. */
export type DepositsFragment = RawBuilder<{ reference: string; player_id: number | null; status: string; amount_cents: number }>;

/**
 * The credited deposits and every deposit with cash credits, each with the sum and number of its
 * credits, and the credits of no deposit (status null).
 */
export async function depositCredits(db: Trx, deposits: DepositsFragment, playerId?: number) {
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
      where kind = 'deposit' and account = 'cash' ${ofPlayer('l.player_id', playerId)} group by reference, player_id
    )
    select d.reference, d.player_id, d.status, d.amount_cents, e.total, e.credits
    from (${deposits}) d left join e on e.reference = d.reference
    where (d.status = 'ok' or e.credits is not null)
    union all
    select e.reference, e.player_id, null, null, e.total, e.credits from e
    where not exists (select 1 from (${deposits}) d where d.reference = e.reference and d.player_id = e.player_id)`.execute(db);
  return rows.rows;
}

/** Every withdrawal, one row each under the reference its entries carry (withdrawal:<reference>); payments gives it. */
export type WithdrawalsFragment = RawBuilder<{ reference: string; player_id: number; status: string; amount_cents: number }>;

/**
 * Every withdrawal with what its entries moved on the cash and the bank account and how many
 * withdrawal debits it has, and the entries of no withdrawal (status null).
 */
export async function withdrawalMovements(db: Trx, withdrawals: WithdrawalsFragment, playerId?: number) {
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
      from wallet_ledger l where kind in ('withdrawal', 'withdrawal_cancel', 'withdrawal_payout') ${ofPlayer('l.player_id', playerId)} group by reference, player_id
    )
    select w.reference, w.player_id, w.status, w.amount_cents, e.cash, e.bank, e.debits
    from (${withdrawals}) w left join e on e.reference = w.reference and e.player_id = w.player_id
    union all
    select e.reference, e.player_id, null, null, e.cash, e.bank, e.debits from e
    where not exists (select 1 from (${withdrawals}) w where w.reference = e.reference and w.player_id = e.player_id)`.execute(db);
  return rows.rows;
}

/** Every round, one row each under the reference its bet and win entries carry (the round id); games gives it. */
export type RoundsFragment = RawBuilder<{ reference: string; player_id: number; bet_cents: number; win_cents: number }>;

/**
 * The rounds whose bet and win entries (cash + promo) differ from the round, and the bet and win
 * entries of no round (bet null). Rounds and entries are grouped together by reference in one pass:
 * looking each entry's round up instead went through the player's rounds (game_round has no
 * round_id index, migration 0016), a scan per entry on SQLite.
 */
export async function roundMismatches(db: Trx, rounds: RoundsFragment, playerId?: number) {
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
      select g.reference, g.player_id, 1 as is_round, g.bet_cents as round_bet, g.win_cents as round_win, 0 as ledger_bet, 0 as ledger_win
      from (${rounds}) g
      union all
      select l.reference, l.player_id, 0, 0, 0,
        case when l.kind = 'bet' then l.amount_cents else 0 end, case when l.kind = 'win' then l.amount_cents else 0 end
      from wallet_ledger l where l.kind in ('bet', 'win') and l.account in ('cash', 'promo') ${ofPlayer('l.player_id', playerId)}
    ) x
    group by reference, player_id
    having sum(is_round) = 0 or sum(ledger_bet) <> -sum(round_bet) or sum(ledger_win) <> sum(round_win)`.execute(db);
  return rows.rows;
}

/** The highest entry id (0 without entries). */
export async function highestLedgerId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The ids and players of at most `limit` entries numbered after `after` up to `ceiling`, by id. */
export async function ledgerEntriesBetween(db: Db, after: number, ceiling: number, limit: number) {
  return db
    .selectFrom('wallet_ledger')
    .select(['id', 'player_id'])
    .where('id', '>', after)
    .where('id', '<=', ceiling)
    .orderBy('id')
    .limit(limit)
    .execute();
}
