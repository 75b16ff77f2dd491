/** The cms pages (table cms_page): one row per page and language, its blocks as JSON text. */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/schema';
import type { Lang } from '../../../langs';
import type { CmsTables } from '../tables';

type PageRow = CmsTables['cms_page'];

/** Pages (every language, or one page or language), by slug then language. */
export function selectPages(db: Db, filter: { slug?: string; lang?: Lang }) {
  let q = db.selectFrom('cms_page').select(['slug', 'lang', 'title', 'description', 'blocks']);
  if (filter.slug !== undefined) q = q.where('slug', '=', filter.slug);
  if (filter.lang !== undefined) q = q.where('lang', '=', filter.lang);
  return q.orderBy('slug').orderBy('lang').execute();
}

/** Every page's slug and languages, by slug then language. */
export function selectPageSlugs(db: Db) {
  return db.selectFrom('cms_page').select(['slug', 'lang']).orderBy('slug').orderBy('lang').execute();
}

/** The languages a page exists in. */
export async function selectPageLangs(db: Db, slug: string): Promise<string[]> {
  return (await db.selectFrom('cms_page').select('lang').where('slug', '=', slug).execute()).map((r) => r.lang);
}

export async function updatePageTranslation(db: Db, slug: string, lang: Lang, values: Updateable<PageRow>): Promise<void> {
  await db.updateTable('cms_page').set(values).where('slug', '=', slug).where('lang', '=', lang).execute();
}

export async function insertPageTranslation(db: Db, row: Insertable<PageRow>): Promise<void> {
  await db.insertInto('cms_page').values(row).execute();
}

/** Deletes a page's rows (every language, or one); how many there were. */
export async function deletePageRows(db: Db, slug: string, lang?: Lang): Promise<number> {
  let q = db.deleteFrom('cms_page').where('slug', '=', slug);
  if (lang !== undefined) q = q.where('lang', '=', lang);
  const [result] = await q.execute();
  return Number(result.numDeletedRows);
}

/** The pages of one language the search matches (a handful: the search ranks them in memory). */
export function searchPageRows(db: Db, lang: Lang) {
  return db.selectFrom('cms_page').select(['slug', 'lang', 'title', 'description']).where('lang', '=', lang).execute();
}

/** The seed's page row, unless that page already has that language (an edited page stays). */
export async function insertPageIfMissing(db: Db, row: Insertable<PageRow>): Promise<void> {
  await db
    .insertInto('cms_page')
    .values(row)
    .onConflict((oc) => oc.columns(['slug', 'lang']).doNothing())
    .execute();
}
