/**
 * What a document is (docs/product/data.md "Document"): its types, sides and statuses,
 * and the file rules of docs/product/validation.md (pdf, png, jpg, jpeg; at most 2097152 bytes).
 */
import { FILE_MAX_BYTES } from '../../http/body';

export const DOCUMENT_TYPES = ['passport', 'identityCard', 'drivingLicence', 'utilityBill', 'sourceOfFunds'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The site sends 'any' (docs/product/api.md); front and back are there for two-sided cards. */
export const DOCUMENT_SIDES = ['any', 'front', 'back'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_MAX_BYTES = FILE_MAX_BYTES;
/** A player keeps at most this many documents (a bound on storage per player). */
export const DOCUMENTS_PER_PLAYER_MAX = 100;

export type FileType = 'pdf' | 'png' | 'jpg';

const startsWith = (data: Buffer, bytes: number[]) => data.length >= bytes.length && bytes.every((b, i) => data[i] === b);

/** The file's type read from its first bytes (never from its name or the browser's claim). */
export function fileTypeOf(data: Buffer): FileType | null {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  return null;
}
