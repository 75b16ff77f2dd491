import type { Db } from '../../db/schema';
import { AppError } from '../../errors';
import { LANGS, type PerLang } from '../../langs';
import { updateGameGroupTextColumns } from '../games';

export interface GameGroupTextsPatch {
  title?: Partial<PerLang<string>>;
  description?: Partial<PerLang<string>>;
}

/**
 * Sets a game group's per-language title and description (the texts the site's group pages
 * show; an empty one falls back to the group's name / no description). 404 for an unknown id.
 */
export async function updateGameGroupTexts(db: Db, id: number, patch: GameGroupTextsPatch): Promise<void> {
  const values: Partial<Record<`${'title' | 'description'}_${'fi' | 'et' | 'en'}`, string>> = {};
  for (const lang of LANGS) {
    if (patch.title?.[lang] !== undefined) values[`title_${lang}`] = patch.title[lang];
    if (patch.description?.[lang] !== undefined) values[`description_${lang}`] = patch.description[lang];
  }
  if (!(await updateGameGroupTextColumns(db, id, values))) throw AppError.notFound(`Game group ${id} not found`);
}
