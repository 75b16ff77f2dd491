import type { Db } from '../../db/schema';
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
import {
  countPlayerDocuments,
  findDocumentOwner,
  findPlayerDocument,
  insertDocument,
  listPlayerDocuments,
  updateDocumentStatus,
  type DocumentRow,
} from './store';

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
  db: Db,
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

  if ((await countPlayerDocuments(db, playerId)) >= DOCUMENTS_PER_PLAYER_MAX) {
    throw uploadFailure('tooManyDocuments', `At most ${DOCUMENTS_PER_PLAYER_MAX} documents per player`, { max: DOCUMENTS_PER_PLAYER_MAX });
  }

  const source = cleanName(file.filename) || `document.${type}`;
  const name = cleanName(input.name ?? '') || source;
  const key = await storeDocumentFile(root, playerId, type, file.data);
  try {
    const id = await insertDocument(db, {
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
    });
    return (await findDocument(db, id, playerId)) as DocumentView;
  } catch (err) {
    await removeDocumentFile(root, key);
    throw err;
  }
}

const view = (r: DocumentRow): DocumentView => ({
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

async function findDocument(db: Db, id: number, playerId: number): Promise<DocumentView | undefined> {
  const row = await findPlayerDocument(db, id, playerId);
  return row ? view(row) : undefined;
}

/** GET /player/documents: the session player's documents, newest first (at most the per-player maximum). */
export async function listDocuments(db: Db, playerId: number): Promise<DocumentView[]> {
  const rows = await listPlayerDocuments(db, playerId, DOCUMENTS_PER_PLAYER_MAX);
  return rows.map(view);
}

/** Sandbox admin (the operator's compliance team): set a document's status; 404 when there is none. */
export async function setDocumentStatus(db: Db, id: number, status: DocumentStatus, now: number): Promise<DocumentView> {
  const playerId = await findDocumentOwner(db, id);
  if (playerId === undefined) throw AppError.notFound(`Document ${id} not found`);
  await updateDocumentStatus(db, id, status, now);
  return (await findDocument(db, id, playerId)) as DocumentView;
}
