/** What the seed (platform/src/seed/games.ts) writes to the catalogue and reads back from it. */
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/schema';
import { insertMissingRows } from '../../../db/insertMissing';
import type { GamesTables } from '../tables';

type NewRow<T extends keyof GamesTables> = Insertable<GamesTables[T]>;

/** The catalogue's seed rows; `groups` lists parents before their children (children reference them). */
export interface CatalogueSeedRows {
  suppliers: NewRow<'game_supplier'>[];
  groups: NewRow<'game_group'>[];
  games: NewRow<'game'>[];
  tags: NewRow<'game_tag'>[];
  art: NewRow<'game_art'>[];
  members: NewRow<'game_group_member'>[];
}

/** Inserts the catalogue rows that are missing; rows that exist (possibly edited since) stay as they are. */
export async function insertMissingCatalogue(db: Db, rows: CatalogueSeedRows): Promise<void> {
  await insertMissingRows(db, 'game_supplier', rows.suppliers, ['id']);
  await insertMissingRows(db, 'game_group', rows.groups, ['id']);
  await insertMissingRows(db, 'game', rows.games, ['id']);
  await insertMissingRows(db, 'game_tag', rows.tags, ['game_id', 'tag'], 300);
  await insertMissingRows(db, 'game_art', rows.art, ['game_id'], 50);
  await insertMissingRows(db, 'game_group_member', rows.members, ['group_id', 'game_id'], 300);
}

/** A game's id by its slug, enabled or not; undefined when no game has it. */
export async function findGameIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const game = await db.selectFrom('game').select('id').where('slug', '=', slug).executeTakeFirst();
  return game ? Number(game.id) : undefined;
}
