import type { Selectable } from 'kysely';
import type { Db } from '../../../db/schema';
import type { GameGroupTable } from '../tables';

/** The game_group and game_group_member statements. */

export type GroupRow = Selectable<GameGroupTable>;

/** Every group, by sort order. */
export async function groupRows(db: Db): Promise<GroupRow[]> {
  return db.selectFrom('game_group').selectAll().orderBy('sort_order').orderBy('id').execute();
}

/** Each group's own enabled games, by group and then the group's order. */
export async function enabledMemberRows(db: Db): Promise<{ group_id: number; game_id: number }[]> {
  return db
    .selectFrom('game_group_member as m')
    .innerJoin('game as g', 'g.id', 'm.game_id')
    .select(['m.group_id', 'm.game_id'])
    .where('g.enabled', '=', 1)
    .orderBy('m.group_id')
    .orderBy('m.sort_order')
    .orderBy('m.game_id')
    .execute();
}
