import type { Db } from '../../db/schema';
import { AppError } from '../../errors';
import { AVATAR_COUNT, DEFAULT_AVATAR, avatarImagePath, isAvatarId } from './images';
import { findAvatar, saveAvatar } from './store';

export interface AvatarChoices {
  avatar: number;
  avatars: { id: number; image: string }[];
}

/** The options and the player's choice (default 1 until one is chosen). */
export async function avatarChoices(db: Db, playerId: number): Promise<AvatarChoices> {
  const chosen = (await findAvatar(db, playerId)) ?? DEFAULT_AVATAR;
  return {
    avatar: isAvatarId(chosen) ? chosen : DEFAULT_AVATAR,
    avatars: Array.from({ length: AVATAR_COUNT }, (_, i) => ({ id: i + 1, image: avatarImagePath(i + 1) })),
  };
}

/** Sets the player's avatar; 195 for an id that is not one of the options. */
export async function setAvatar(db: Db, playerId: number, avatar: number, now: number): Promise<void> {
  if (!isAvatarId(avatar)) throw AppError.validation('avatar', `avatar must be 1 to ${AVATAR_COUNT}`, { rule: 'range' });
  await saveAvatar(db, playerId, avatar, now);
}
