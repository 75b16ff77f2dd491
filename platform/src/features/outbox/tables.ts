/**
 * The outbox feature's tables: their row types, and OutboxTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */
import type { Generated } from 'kysely';

interface OutboxMessageTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  short_code: string | null;
  player_id: number | null;
  created_at: number;
}

/** The tables the outbox feature owns (db/schema.ts assembles Database from every feature's). */
export interface OutboxTables {
  outbox_message: OutboxMessageTable;
}
