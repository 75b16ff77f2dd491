import type { Db } from '../../../db/schema';
import type { Lang } from '../../../langs';

/** Some of a game group's per-language title and description columns. */
type GameGroupTextColumns = Partial<Record<`${'title' | 'description'}_${Lang}`, string>>;

/** Sets the given texts of a game group (the CMS edits them); false when no group has this id. */
export async function updateGameGroupTextColumns(db: Db, id: number, values: GameGroupTextColumns): Promise<boolean> {
  const [result] = await db.updateTable('game_group').set(values).where('id', '=', id).execute();
  return Number(result.numUpdatedRows) > 0;
}
