import type { Db } from '../../db/schema';
import { AppError } from '../../errors';
import { parseBlocks } from './blocks';
import { type Block, type Page } from './types';
import { LANGS, type Lang } from '../../langs';
import { deletePageRows, insertPageTranslation, selectPageLangs, selectPages, selectPageSlugs, updatePageTranslation } from './store/pages';

export async function findPages(db: Db, filter: { slug?: string; lang?: Lang }): Promise<Page[]> {
  const rows = await selectPages(db, filter);
  return rows.map((r) => ({
    slug: r.slug,
    lang: r.lang as Lang,
    title: r.title,
    description: r.description,
    blocks: parseBlocks(JSON.parse(r.blocks), `page ${r.slug}/${r.lang}`),
  }));
}

export async function listPageSlugs(db: Db): Promise<{ slug: string; lang: Lang }[]> {
  const rows = await selectPageSlugs(db);
  return rows.map((r) => ({ slug: r.slug, lang: r.lang as Lang }));
}

/** One language of a page as the sandbox admin sends it; unset fields keep their value. */
export interface PageTranslationPatch {
  title?: string;
  description?: string;
  blocks?: Block[];
}

/**
 * Creates or updates the given languages of one page in one transaction. A language the page
 * does not have yet needs a title (else a validation error naming `<lang>.title`, nothing stored).
 */
export async function upsertPage(db: Db, slug: string, patch: Partial<Record<Lang, PageTranslationPatch>>, now: number): Promise<Page[]> {
  await db.transaction().execute(async (trx) => {
    const existing = new Set(await selectPageLangs(trx, slug));
    for (const lang of LANGS) {
      const p = patch[lang];
      if (!p) continue;
      const values = {
        ...(p.title !== undefined ? { title: p.title } : {}),
        ...(p.description !== undefined ? { description: p.description } : {}),
        ...(p.blocks !== undefined ? { blocks: JSON.stringify(p.blocks) } : {}),
        updated_at: now,
      };
      if (existing.has(lang)) {
        await updatePageTranslation(trx, slug, lang, values);
      } else {
        if (p.title === undefined) {
          throw AppError.validation(`${lang}.title`, `Page ${slug} has no ${lang} version yet: send its title`);
        }
        await insertPageTranslation(trx, { slug, lang, title: p.title, description: '', blocks: '[]', ...values });
      }
    }
  });
  return findPages(db, { slug });
}

/** Deletes a page (every language, or one); false when there was nothing to delete. */
export async function deletePage(db: Db, slug: string, lang?: Lang): Promise<boolean> {
  return (await deletePageRows(db, slug, lang)) > 0;
}
