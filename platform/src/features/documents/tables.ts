import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Row type of migration 0006_profile's player_document (kept beside the feature, as limits does). */
export interface PlayerDocumentTable {
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

// A type alias, not an interface: withTables wants an indexable record type.
type DocumentTables = { player_document: PlayerDocumentTable };

export const documentsDb = (db: Kysely<Database>): Kysely<Database & DocumentTables> => db.withTables<DocumentTables>();
