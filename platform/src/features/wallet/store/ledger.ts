import type { Insertable } from 'kysely';
import { WRITE_BEHIND } from '../../../db/pgClient';
import { prepared } from '../../../db/prepared';
import type { Database, Db, Trx } from '../../../db/schema';
import { addShared, sharedInsert } from './sharedCommit';

/** The wallet_ledger statements: entries written, and what a retried movement looks for. */

export type EntryRow = Insertable<Database['wallet_ledger']>;

/** The columns of an entry in the prepared INSERT's order (its parameters). */
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

/** A player's entries, in the caller's transaction (with the rounds of a shared transaction, at its end). */
export async function insertPlayerEntries(trx: Trx, rows: EntryRow[]): Promise<void> {
  await addShared(trx, ledgerEntries, 0, rows);
}

/** Entries of the house alone (no balance row locked: never shared). */
export async function insertHouseEntries(db: Db | Trx, rows: EntryRow[]): Promise<void> {
  await db.insertInto('wallet_ledger').values(rows).execute();
}

export async function txnWritten(db: Db | Trx, txn: string): Promise<boolean> {
  return (await db.selectFrom('wallet_ledger').select('id').where('txn', '=', txn).executeTakeFirst()) !== undefined;
}

/** Whether any of the player's entries has one of these keys (a movement already made). */
export async function anyKeyWritten(trx: Trx, playerId: number, keys: string[]): Promise<boolean> {
  const used = await trx
    .selectFrom('wallet_ledger')
    .select('id')
    .where('player_id', '=', playerId)
    .where('idempotency_key', 'in', keys)
    .executeTakeFirst();
  return used !== undefined;
}
