/** Customer support (platform: GET /player/support, POST /player/support/contact). */
import { playerGet, playerPost, type RequestOptions } from '@/services/playerClient';
import type { ApiRequestBody } from '@/services/platform/types';

/** GET /player/support — the desk's email address and the contact form's topics. */
export function getSupportInfo(options?: RequestOptions) {
  return playerGet('/player/support', undefined, options);
}

/** POST /player/support/contact {topic, message} */
export function sendSupportMessage(fields: ApiRequestBody<'/player/support/contact', 'post'>, options?: RequestOptions) {
  return playerPost('/player/support/contact', { ...fields }, options);
}
