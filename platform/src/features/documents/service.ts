import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import type { UploadedFile } from '../../http/body';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_PER_PLAYER_MAX,
  fileTypeOf,
  type DocumentSide,
  type DocumentStatus,
  type DocumentType,
  type FileType,
} from './rules';
import { removeDocumentFile, storeDocumentFile } from './storage';

export interface DocumentView {
  documentId: number;
  name: string;
  documentSource: string;
  documentType: DocumentType;
  documentSide: DocumentSide;
  documentStatus: DocumentStatus;
  fileType: FileType;
  size: number;
  uploadTime: number;
}

export interface UploadInput {
  name?: string;
  documentSide: DocumentSide;
  documentType: DocumentType;
}

const uploadFailure = (reason: string, message: string, params: Record<string, unknown> = {}) =>
  new AppError(ErrorCode.DOCUMENT_UPLOAD_FAILURE, message, { status: 400, params: { reason, ...params } });

/** A file name fit to show back: its base name, without control characters, at most 200 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
}

/**
 * POST /player/documentUpload: exactly one file (field `file`), its type read from the content
 * (pdf, png, jpg/jpeg), 1 to 2097152 bytes; otherwise 160 with params.reason (noFile, tooManyFiles,
 * emptyFile, fileTooLarge, fileType, tooManyDocuments). The file is stored, then its row written.
 */
export async function uploadDocument(
  db: Kysely<Database>,
  root: string,
  playerId: number,
  input: UploadInput,
  uploads: UploadedFile[] | null,
  now: number,
): Promise<DocumentView> {
  const files = (uploads ?? []).filter((u) => u.fieldname === 'file');
  if (files.length === 0) throw uploadFailure('noFile', 'A file is required (field file)');
  if (files.length > 1 || (uploads ?? []).length > 1) throw uploadFailure('tooManyFiles', 'Send one file per upload');
  const [file] = files;
  if (file.data.length === 0) throw uploadFailure('emptyFile', 'The file is empty');
  if (file.data.length > DOCUMENT_MAX_BYTES)
    throw uploadFailure('fileTooLarge', 'File too large', { size: file.data.length, max: DOCUMENT_MAX_BYTES });
  const type = fileTypeOf(file.data);
  if (!type) throw uploadFailure('fileType', 'Only pdf, png and jpg files are accepted');

  const count = await db
    .selectFrom('player_document')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= DOCUMENTS_PER_PLAYER_MAX) {
    throw uploadFailure('tooManyDocuments', `At most ${DOCUMENTS_PER_PLAYER_MAX} documents per player`, { max: DOCUMENTS_PER_PLAYER_MAX });
  }

  const source = cleanName(file.filename) || `document.${type}`;
  const name = cleanName(input.name ?? '') || source;
  const key = await storeDocumentFile(root, playerId, type, file.data);
  try {
    const row = await db
      .insertInto('player_document')
      .values({
        player_id: playerId,
        document_type: input.documentType,
        document_side: input.documentSide,
        name,
        source,
        file_type: type,
        size_bytes: file.data.length,
        storage_key: key,
        status: 'pending',
        uploaded_at: now,
        status_updated_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await findDocument(db, Number(row.id), playerId)) as DocumentView;
  } catch (err) {
    await removeDocumentFile(root, key);
    throw err;
  }
}

const COLUMNS = ['id', 'name', 'source', 'document_type', 'document_side', 'status', 'file_type', 'size_bytes', 'uploaded_at'] as const;

type Row = {
  id: number;
  name: string;
  source: string;
  document_type: string;
  document_side: string;
  status: string;
  file_type: string;
  size_bytes: number;
  uploaded_at: number;
};

const view = (r: Row): DocumentView => ({
  documentId: Number(r.id),
  name: r.name,
  documentSource: r.source,
  // The columns only ever hold the values of rules.ts (written by uploadDocument / setDocumentStatus).
  documentType: r.document_type as DocumentType,
  documentSide: r.document_side as DocumentSide,
  documentStatus: r.status as DocumentStatus,
  fileType: r.file_type as FileType,
  size: Number(r.size_bytes),
  uploadTime: Number(r.uploaded_at),
});

async function findDocument(db: Kysely<Database>, id: number, playerId: number): Promise<DocumentView | undefined> {
  const row = await db
    .selectFrom('player_document')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row ? view(row) : undefined;
}

/** GET /player/documents: the session player's documents, newest first (at most the per-player maximum). */
export async function listDocuments(db: Kysely<Database>, playerId: number): Promise<DocumentView[]> {
  const rows = await db
    .selectFrom('player_document')
    .select(COLUMNS)
    .where('player_id', '=', playerId)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DOCUMENTS_PER_PLAYER_MAX)
    .execute();
  return rows.map(view);
}

/** Sandbox admin (the operator's compliance team): set a document's status; 404 when there is none. */
export async function setDocumentStatus(db: Kysely<Database>, id: number, status: DocumentStatus, now: number): Promise<DocumentView> {
  const row = await db.selectFrom('player_document').select('player_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw AppError.notFound(`Document ${id} not found`);
  await db.updateTable('player_document').set({ status, status_updated_at: now }).where('id', '=', id).execute();
  return (await findDocument(db, id, Number(row.player_id))) as DocumentView;
}
