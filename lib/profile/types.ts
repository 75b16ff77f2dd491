/**
 * The profile area's data as the platform sends it, named from its OpenAPI document
 * (services/platform/openapi.ts): avatars, verification, support and documents.
 */
import type { ApiResponse } from '@/services/platform/types';

export type AvatarChoices = ApiResponse<'/user/avatar', 'get'>;
export type VerificationStatus = ApiResponse<'/verification/status', 'get'>;
/** Verification SMS sent to the player, newest first. */
export type SmsHistory = ApiResponse<'/player/smsVerificationHistory', 'get'>;
export type SupportInfo = ApiResponse<'/player/support', 'get'>;
export type SupportTopic = SupportInfo['topics'][number];
export type PlayerDocument = ApiResponse<'/player/documents', 'get'>['documents'][number];
export type DocumentType = PlayerDocument['documentType'];
