import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { LANGS, type PerLang } from '../../langs';

export interface GameGroupTextsPatch {
  title?: Partial<PerLang<string>>;
  description?: Partial<PerLang<string>>;
}

/**
 * Sets a game group's per-language title and description (the texts the site's group pages
 * show; an empty one falls back to the group's name / no description). 404 for an unknown id.
 */
export async function updateGameGroupTexts(db: Kysely<Database>, id: number, patch: GameGroupTextsPatch): Promise<void> {
  const values: Partial<Record<`${'title' | 'description'}_${'fi' | 'et' | 'en'}`, string>> = {};
  for (const lang of LANGS) {
    if (patch.title?.[lang] !== undefined) values[`title_${lang}`] = patch.title[lang];
    if (patch.description?.[lang] !== undefined) values[`description_${lang}`] = patch.description[lang];
  }
  const [result] = await db.updateTable('game_group').set(values).where('id', '=', id).execute();
  if (Number(result.numUpdatedRows) === 0) throw AppError.notFound(`Game group ${id} not found`);
}
