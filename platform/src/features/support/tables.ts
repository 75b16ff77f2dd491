/**
 * The support feature's tables: their row types, and SupportTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */
import type { Generated } from 'kysely';

// 0006_profile: support messages
interface SupportMessageTable {
  id: Generated<number>;
  player_id: number;
  email: string;
  subject: string;
  message: string;
  created_at: number;
}

/** The tables the support feature owns (db/schema.ts assembles Database from every feature's). */
export interface SupportTables {
  support_message: SupportMessageTable;
}
