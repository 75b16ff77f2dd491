import { sql } from 'kysely';
import type { Db } from '../../../db/schema';

/**
 * The ledger's money rows of a player, as their play overview and account history read them
 * (features/playOverview): the cash side of deposits, withdrawals, their cancellations and jackpot
 * wins. They are found along wallet_ledger_key_uq (player, idempotency key), which every ledger
 * row writes already, by the keys their movements are given: deposit:<id> (a deposit's credit),
 * withdraw:<key> (a withdrawal) and withdrawal:<id>:cancel (its cancellation), jackpot:<slug>:win:…
 * (a jackpot win). So the ledger gains no index (nothing more for a round to write, no index to
 * build over the whole ledger); a read goes through the player's payments and jackpot wins, which
 * are few beside their rounds, and keeps those of [from, to).
 */

type MoneyKind = 'deposit' | 'withdrawal' | 'withdrawal_cancel' | 'jackpot_win';
const MONEY_KINDS: MoneyKind[] = ['deposit', 'withdrawal', 'withdrawal_cancel', 'jackpot_win'];

/**
 * Key ranges holding every key that starts with the word: from the word to the word with its last
 * letter raised. Whatever the database's collation (a punctuation mark is ignored, or sorts before
 * letters and digits), a key that starts with the word sorts inside; a key of another movement
 * that falls inside is dropped by its kind and account.
 */
const KEY_RANGES = [
  ['deposit', 'deposiu'],
  ['withdraw', 'withdrax'],
  ['jackpot', 'jackpou'],
] as const;

const HOUR_MS = 3_600_000;

/** The money rows in [from, to) after `after` (time, id): one index range a key word, together. */
function moneyRows(db: Db, playerId: number, from: number, to: number, after: MoneyHistoryKey | null) {
  const ranges = KEY_RANGES.map(([low, high]) => {
    let rows = db
      .selectFrom('wallet_ledger')
      .select(['id', 'created_at', 'kind', 'amount_cents', 'reference', sql<number>`created_at / ${sql.lit(HOUR_MS)}`.as('hour')])
      .where('player_id', '=', playerId)
      .where('idempotency_key', '>=', low)
      .where('idempotency_key', '<', high)
      .where('account', '=', 'cash')
      .where('kind', 'in', MONEY_KINDS)
      .where('created_at', '>=', from)
      .where('created_at', '<', to);
    if (after) rows = rows.where(({ eb, refTuple, tuple }) => eb(refTuple('created_at', 'id'), '>', tuple(after.createdAt, after.id)));
    return rows;
  });
  return ranges.slice(1).reduce((all, more) => all.unionAll(more), ranges[0]);
}

interface MoneyHourSum {
  /** Epoch ms of the UTC hour (an hour lies in one Helsinki day). */
  hourStart: number;
  kind: MoneyKind;
  /** The sum of the entries on the player's cash (negative for withdrawals). */
  amountCents: number;
}

/** The player's money rows in [from, to), summed by UTC hour and kind, in one statement. */
export async function moneySumsByHour(db: Db, playerId: number, from: number, to: number): Promise<MoneyHourSum[]> {
  const rows = await db
    .selectFrom(moneyRows(db, playerId, from, to, null).as('m'))
    .select(['hour', 'kind', sql<number>`sum(amount_cents)`.as('amount')])
    .groupBy(['hour', 'kind'])
    .execute();
  return rows.map((r) => ({ hourStart: Number(r.hour) * HOUR_MS, kind: r.kind as MoneyKind, amountCents: Number(r.amount) }));
}

/** Where a page of money rows continues: the last row's time and id. */
interface MoneyHistoryKey {
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
  const rows = await db
    .selectFrom(moneyRows(db, playerId, from, to, after).as('m'))
    .select(['id', 'created_at', 'kind', 'amount_cents', 'reference'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    key: { createdAt: Number(r.created_at), id: Number(r.id) },
    createdAt: Number(r.created_at),
    kind: r.kind as MoneyKind,
    amountCents: Number(r.amount_cents),
    reference: r.reference,
  }));
}
