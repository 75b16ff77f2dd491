/** Customer support (platform: GET /player/support, POST /player/support/contact). */
import { playerGet, playerPost, type ApiResult, type RequestOptions } from '@/services/playerClient';
import type { ApiRequestBody, ApiResponse } from '@/services/platform/types';

export type SupportInfo = ApiResponse<'/player/support', 'get'>;
export type SupportTopic = SupportInfo['topics'][number];
type ContactFields = ApiRequestBody<'/player/support/contact', 'post'>;

/** GET /player/support — the desk's email address and the contact form's topics. */
export function getSupportInfo(options?: RequestOptions): Promise<ApiResult<SupportInfo>> {
  return playerGet<SupportInfo>('/player/support', options);
}

/** POST /player/support/contact {topic, message} */
export function sendSupportMessage(fields: ContactFields, options?: RequestOptions): Promise<ApiResult<ApiResponse<'/player/support/contact', 'post'>>> {
  return playerPost('/player/support/contact', { ...fields }, options);
}
