import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { AVATAR_COUNT, DEFAULT_AVATAR, avatarImagePath, isAvatarId } from './images';

export interface AvatarChoices {
  avatar: number;
  avatars: { id: number; image: string }[];
}

/** The options and the player's choice (default 1 until one is chosen). */
export async function avatarChoices(db: Kysely<Database>, playerId: number): Promise<AvatarChoices> {
  const row = await db.selectFrom('player_avatar').select('avatar').where('player_id', '=', playerId).executeTakeFirst();
  const chosen = row ? Number(row.avatar) : DEFAULT_AVATAR;
  return {
    avatar: isAvatarId(chosen) ? chosen : DEFAULT_AVATAR,
    avatars: Array.from({ length: AVATAR_COUNT }, (_, i) => ({ id: i + 1, image: avatarImagePath(i + 1) })),
  };
}

/** Sets the player's avatar; 195 for an id that is not one of the options. */
export async function setAvatar(db: Kysely<Database>, playerId: number, avatar: number, now: number): Promise<void> {
  if (!isAvatarId(avatar)) throw AppError.validation('avatar', `avatar must be 1 to ${AVATAR_COUNT}`, { rule: 'range' });
  await db
    .insertInto('player_avatar')
    .values({ player_id: playerId, avatar, updated_at: now })
    .onConflict((oc) => oc.column('player_id').doUpdateSet({ avatar, updated_at: now }))
    .execute();
}
