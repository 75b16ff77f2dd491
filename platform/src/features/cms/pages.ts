import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { parseBlocks } from './blocks';
import type { Lang, Page } from './types';

export async function findPages(
  db: Kysely<Database>,
  filter: { slug?: string; lang?: Lang },
): Promise<Page[]> {
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
  const rows = await db
    .selectFrom('cms_page')
    .select(['slug', 'lang'])
    .orderBy('slug')
    .orderBy('lang')
    .execute();
  return rows.map((r) => ({ slug: r.slug, lang: r.lang as Lang }));
}
