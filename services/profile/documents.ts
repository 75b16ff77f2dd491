/** Documents of the player (docs/product/api.md): the list and the upload (multipart, one file per call). */
import { playerGet, playerPost, type RequestOptions } from '@/services/playerClient';
import type { DocumentType } from '@/lib/profile/types';

/** GET /player/documents */
export function getDocuments(options?: RequestOptions) {
  return playerGet('/player/documents', undefined, options);
}

/** POST /player/documentUpload {name, documentSide 'any', documentType, file} */
export function uploadDocument(documentType: DocumentType, file: File, options?: RequestOptions) {
  return playerPost('/player/documentUpload', { name: file.name.slice(0, 200), documentSide: 'any', documentType, file }, options);
}
