/** Documents of the player (docs/product/api.md): the list and the upload (multipart, one file per call). */
import { playerGet, playerPost, type ApiResult, type RequestOptions } from '@/services/playerClient';
import type { ApiRequestBody, ApiResponse } from '@/services/platform/types';

export type DocumentList = ApiResponse<'/player/documents', 'get'>;
export type PlayerDocument = DocumentList['documents'][number];
export type DocumentType = PlayerDocument['documentType'];
type UploadFields = ApiRequestBody<'/player/documentUpload', 'post'>;
export type UploadAnswer = ApiResponse<'/player/documentUpload', 'post'>;

/** The document types the platform knows, in the order the form offers them. */
export const DOCUMENT_TYPES: readonly DocumentType[] = ['passport', 'identityCard', 'drivingLicence', 'utilityBill', 'sourceOfFunds'];

/** GET /player/documents */
export function getDocuments(options?: RequestOptions): Promise<ApiResult<DocumentList>> {
  return playerGet<DocumentList>('/player/documents', options);
}

/** POST /player/documentUpload {name, documentSide 'any', documentType, file} */
export function uploadDocument(documentType: DocumentType, file: File, options?: RequestOptions): Promise<ApiResult<UploadAnswer>> {
  const fields: Omit<UploadFields, 'file'> = { name: file.name.slice(0, 200), documentSide: 'any', documentType };
  return playerPost<UploadAnswer>('/player/documentUpload', { ...fields, file }, options);
}
