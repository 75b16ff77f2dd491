/** Where an avatar's image is: an SVG the platform draws, under the Player API base. */
import { fillPath, playerApiBaseUrl } from '@/lib/config/platform';
import type { ApiPathParams } from '@/services/platform/types';

/** The URL of avatar `id`'s image (an image path of GET /user/avatar). */
export function avatarImageUrl(id: number): string {
  const values: ApiPathParams<'/avatars/{id}.svg', 'get'> = { id };
  return `${playerApiBaseUrl()}${fillPath('/avatars/{id}.svg', values)}`;
}
