import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/schema';
import type { OutboxTables } from './tables';

/** The outbox_message table: every email and SMS the sandbox "sends". */

type OutboxMessageTable = OutboxTables['outbox_message'];
export type OutboxMessageRow = Selectable<OutboxMessageTable>;

export async function insertOutboxMessage(db: Db, message: Insertable<OutboxMessageTable>): Promise<void> {
  await db.insertInto('outbox_message').values(message).execute();
}

/** Newest first; of a kind and to one of `recipients` when given. */
export async function listOutboxMessages(
  db: Db,
  filter: { kind?: string; recipients?: string[]; limit: number },
): Promise<OutboxMessageRow[]> {
  let q = db.selectFrom('outbox_message').selectAll();
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  if (filter.recipients) q = q.where('recipient', 'in', filter.recipients);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}
