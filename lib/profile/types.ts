/**
 * The profile area's data as the platform sends it, named from its OpenAPI document
 * (services/platform/openapi.ts): avatars, support and documents.
 */
import type { ApiResponse } from '@/services/platform/types';

export type AvatarChoices = ApiResponse<'/user/avatar', 'get'>;
type SupportInfo = ApiResponse<'/player/support', 'get'>;
export type SupportTopic = SupportInfo['topics'][number];
export type PlayerDocument = ApiResponse<'/player/documents', 'get'>['documents'][number];
export type DocumentType = PlayerDocument['documentType'];
