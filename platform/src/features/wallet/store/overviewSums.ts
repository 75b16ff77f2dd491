import { sql } from 'kysely';
import type { Db } from '../../../db/schema';

/**
 * The ledger's money rows of a player, as their play overview and account history read them
 * (features/playOverview): the cash side of deposits, withdrawals, their cancellations and jackpot
 * wins, by time, along wallet_ledger_money_idx (migration 0020). That index is partial; a query
 * uses it only when its WHERE repeats the index's terms literally (SQLite matches the terms, not
 * their values as parameters), hence the literal fragment below.
 */

type MoneyKind = 'deposit' | 'withdrawal' | 'withdrawal_cancel' | 'jackpot_win';

const MONEY_ROWS = sql<boolean>`account = 'cash' and kind in ('deposit', 'withdrawal', 'withdrawal_cancel', 'jackpot_win')`;

const HOUR_MS = 3_600_000;

export interface MoneyHourSum {
  /** Epoch ms of the UTC hour (an hour lies in one Helsinki day). */
  hourStart: number;
  kind: MoneyKind;
  /** The sum of the entries on the player's cash (negative for withdrawals). */
  amountCents: number;
}

/** The player's money rows in [from, to), summed by UTC hour and kind, in one statement. */
export async function moneySumsByHour(db: Db, playerId: number, from: number, to: number): Promise<MoneyHourSum[]> {
  const entries = db
    .selectFrom('wallet_ledger')
    .select([sql<number>`created_at / ${sql.lit(HOUR_MS)}`.as('hour'), 'kind', 'amount_cents'])
    .where('player_id', '=', playerId)
    .where(MONEY_ROWS)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .as('e');
  const rows = await db
    .selectFrom(entries)
    .select(['hour', 'kind', sql<number>`sum(amount_cents)`.as('amount')])
    .groupBy(['hour', 'kind'])
    .execute();
  return rows.map((r) => ({ hourStart: Number(r.hour) * HOUR_MS, kind: r.kind as MoneyKind, amountCents: Number(r.amount) }));
}

/** Where a page of money rows continues: the last row's time and id. */
export interface MoneyHistoryKey {
  createdAt: number;
  id: number;
}

export interface MoneyHistoryRow {
  key: MoneyHistoryKey;
  createdAt: number;
  kind: MoneyKind;
  amountCents: number;
  /** deposit:<id>, withdrawal:<reference> or jackpot:<slug>. */
  reference: string | null;
}

/** Up to `limit` of the player's money rows in [from, to) after `after`, in time order (a keyset page). */
export async function moneyHistoryPage(
  db: Db,
  playerId: number,
  from: number,
  to: number,
  after: MoneyHistoryKey | null,
  limit: number,
): Promise<MoneyHistoryRow[]> {
  let query = db
    .selectFrom('wallet_ledger')
    .select(['id', 'created_at', 'kind', 'amount_cents', 'reference'])
    .where('player_id', '=', playerId)
    .where(MONEY_ROWS)
    .where('created_at', '>=', from)
    .where('created_at', '<', to);
  if (after) query = query.where(({ eb, refTuple, tuple }) => eb(refTuple('created_at', 'id'), '>', tuple(after.createdAt, after.id)));
  const rows = await query.orderBy('created_at').orderBy('id').limit(limit).execute();
  return rows.map((r) => ({
    key: { createdAt: Number(r.created_at), id: Number(r.id) },
    createdAt: Number(r.created_at),
    kind: r.kind as MoneyKind,
    amountCents: Number(r.amount_cents),
    reference: r.reference,
  }));
}
