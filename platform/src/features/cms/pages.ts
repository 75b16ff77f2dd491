import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { parseBlocks } from './blocks';
import { type Block, type Page } from './types';
import { LANGS, type Lang } from '../../langs';

export async function findPages(db: Kysely<Database>, filter: { slug?: string; lang?: Lang }): Promise<Page[]> {
  let q = db.selectFrom('cms_page').select(['slug', 'lang', 'title', 'description', 'blocks']);
  if (filter.slug !== undefined) q = q.where('slug', '=', filter.slug);
  if (filter.lang !== undefined) q = q.where('lang', '=', filter.lang);
  const rows = await q.orderBy('slug').orderBy('lang').execute();
  return rows.map((r) => ({
    slug: r.slug,
    lang: r.lang as Lang,
    title: r.title,
    description: r.description,
    blocks: parseBlocks(JSON.parse(r.blocks), `page ${r.slug}/${r.lang}`),
  }));
}

export async function listPageSlugs(db: Kysely<Database>): Promise<{ slug: string; lang: Lang }[]> {
  const rows = await db.selectFrom('cms_page').select(['slug', 'lang']).orderBy('slug').orderBy('lang').execute();
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
export async function upsertPage(
  db: Kysely<Database>,
  slug: string,
  patch: Partial<Record<Lang, PageTranslationPatch>>,
  now: number,
): Promise<Page[]> {
  await db.transaction().execute(async (trx) => {
    const existing = new Set((await trx.selectFrom('cms_page').select('lang').where('slug', '=', slug).execute()).map((r) => r.lang));
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
        await trx.updateTable('cms_page').set(values).where('slug', '=', slug).where('lang', '=', lang).execute();
      } else {
        if (p.title === undefined) {
          throw AppError.validation(`${lang}.title`, `Page ${slug} has no ${lang} version yet: send its title`);
        }
        await trx
          .insertInto('cms_page')
          .values({ slug, lang, title: p.title, description: '', blocks: '[]', ...values })
          .execute();
      }
    }
  });
  return findPages(db, { slug });
}

/** Deletes a page (every language, or one); false when there was nothing to delete. */
export async function deletePage(db: Kysely<Database>, slug: string, lang?: Lang): Promise<boolean> {
  let q = db.deleteFrom('cms_page').where('slug', '=', slug);
  if (lang !== undefined) q = q.where('lang', '=', lang);
  const [result] = await q.execute();
  return Number(result.numDeletedRows) > 0;
}
