import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Row type of migration 0006_profile's player_avatar (kept beside the feature, as limits does). */
export interface PlayerAvatarTable {
  player_id: number;
  avatar: number;
  updated_at: number;
}

// A type alias, not an interface: withTables wants an indexable record type.
type AvatarTables = { player_avatar: PlayerAvatarTable };

export const avatarsDb = (db: Kysely<Database>): Kysely<Database & AvatarTables> => db.withTables<AvatarTables>();
