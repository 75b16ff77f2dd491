/** The news articles (blog_article): one row per article and language. */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/schema';
import type { Lang } from '../../../langs';
import type { ContentTables } from '../tables';

type ArticleRow = ContentTables['blog_article'];

export async function countArticles(db: Db, lang: Lang): Promise<number> {
  const { n } = await db
    .selectFrom('blog_article')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('lang', '=', lang)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One page of a language's article summaries, newest first. */
export function selectArticleSummaries(db: Db, lang: Lang, limit: number, offset: number) {
  return db
    .selectFrom('blog_article')
    .select(['slug', 'lang', 'title', 'excerpt', 'published_at'])
    .where('lang', '=', lang)
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Every language of an article, as the site shows it. */
export function selectArticleTranslations(db: Db, slug: string) {
  return db
    .selectFrom('blog_article')
    .select(['slug', 'lang', 'title', 'excerpt', 'published_at', 'body_html'])
    .where('slug', '=', slug)
    .execute();
}

/** Every language of an article, whole (an admin change starts from them). */
export function selectArticleRows(db: Db, slug: string) {
  return db.selectFrom('blog_article').selectAll().where('slug', '=', slug).execute();
}

export async function updateArticleTranslation(db: Db, slug: string, lang: Lang, values: Updateable<ArticleRow>): Promise<void> {
  await db.updateTable('blog_article').set(values).where('slug', '=', slug).where('lang', '=', lang).execute();
}

export async function insertArticleTranslation(db: Db, row: Insertable<ArticleRow>): Promise<void> {
  await db.insertInto('blog_article').values(row).execute();
}

/** Sets the publication time of every language of an article. */
export async function updateArticlePublishedAt(db: Db, slug: string, publishedAt: number, now: number): Promise<void> {
  await db.updateTable('blog_article').set({ published_at: publishedAt, updated_at: now }).where('slug', '=', slug).execute();
}

/** Deletes an article's rows (every language, or one); how many there were. */
export async function deleteArticleRows(db: Db, slug: string, lang?: Lang): Promise<number> {
  let q = db.deleteFrom('blog_article').where('slug', '=', slug);
  if (lang !== undefined) q = q.where('lang', '=', lang);
  const [result] = await q.execute();
  return Number(result.numDeletedRows);
}

/** A language's articles whose normalised search text holds every word (the search ranks them). */
export function searchArticleRows(db: Db, lang: Lang, words: string[]) {
  let q = db.selectFrom('blog_article').select(['slug', 'title', 'published_at', 'search_text']).where('lang', '=', lang);
  for (const w of words) q = q.where('search_text', 'like', `%${w}%`);
  return q.execute();
}

/** The seed's article row, unless that article already has that language (an edited one stays). */
export async function insertArticleIfMissing(db: Db, row: Insertable<ArticleRow>): Promise<void> {
  await db
    .insertInto('blog_article')
    .values(row)
    .onConflict((oc) => oc.columns(['slug', 'lang']).doNothing())
    .execute();
}
