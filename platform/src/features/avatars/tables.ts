/**
 * The avatars feature's tables: their row types, and AvatarsTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */

// 0006_profile
interface PlayerAvatarTable {
  player_id: number;
  avatar: number;
  updated_at: number;
}

/** The tables the avatars feature owns (db/schema.ts assembles Database from every feature's). */
export interface AvatarsTables {
  player_avatar: PlayerAvatarTable;
}
