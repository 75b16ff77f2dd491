/** Where an avatar's image is: an SVG the platform draws, under the Player API base. */
import { playerApiBaseUrl } from '@/lib/config/platform';
import type { ApiPathOf } from '@/services/platform/types';

/** The image path of GET /user/avatar's choices, as the contract names it. */
const AVATAR_IMAGE: ApiPathOf<'get'> = '/avatars/{id}.svg';

/** The URL of avatar `id`'s image. */
export function avatarImageUrl(id: number): string {
  return `${playerApiBaseUrl()}${AVATAR_IMAGE.replace('{id}', encodeURIComponent(String(id)))}`;
}
