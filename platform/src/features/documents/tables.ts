/**
 * The documents feature's tables: their row types, and DocumentsTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */
import type { Generated } from 'kysely';

interface PlayerDocumentTable {
  id: Generated<number>;
  player_id: number;
  document_type: string;
  document_side: string;
  name: string;
  source: string;
  file_type: string;
  size_bytes: number;
  storage_key: string;
  status: string;
  uploaded_at: number;
  status_updated_at: number | null;
}

/** The tables the documents feature owns (db/schema.ts assembles Database from every feature's). */
export interface DocumentsTables {
  player_document: PlayerDocumentTable;
}
