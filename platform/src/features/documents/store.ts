import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type { DocumentsTables } from './tables';

/** The player_document table: the documents players upload (the files themselves: storage.ts). */

type PlayerDocumentTable = DocumentsTables['player_document'];

/** A document as the player sees it (no storage key). */
export interface DocumentRow {
  id: number;
  name: string;
  source: string;
  document_type: string;
  document_side: string;
  status: string;
  file_type: string;
  size_bytes: number;
  uploaded_at: number;
}

const SHOWN_COLUMNS = [
  'id',
  'name',
  'source',
  'document_type',
  'document_side',
  'status',
  'file_type',
  'size_bytes',
  'uploaded_at',
] as const;

export async function countPlayerDocuments(db: Db, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('player_document')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Writes a document's row; answers its id. */
export async function insertDocument(db: Db, document: Insertable<PlayerDocumentTable>): Promise<number> {
  const row = await db.insertInto('player_document').values(document).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A player's document by id (undefined when it is not theirs). */
export async function findPlayerDocument(db: Db, id: number, playerId: number): Promise<DocumentRow | undefined> {
  return db.selectFrom('player_document').select(SHOWN_COLUMNS).where('id', '=', id).where('player_id', '=', playerId).executeTakeFirst();
}

/** A player's documents, newest first. */
export async function listPlayerDocuments(db: Db, playerId: number, limit: number): Promise<DocumentRow[]> {
  return db
    .selectFrom('player_document')
    .select(SHOWN_COLUMNS)
    .where('player_id', '=', playerId)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Whose document this is (undefined when there is none). */
export async function findDocumentOwner(db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('player_document').select('player_id').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.player_id) : undefined;
}

export async function updateDocumentStatus(db: Db, id: number, status: string, now: number): Promise<void> {
  await db.updateTable('player_document').set({ status, status_updated_at: now }).where('id', '=', id).execute();
}
