import type { Db } from '../../../db/schema';

/** An article's title in each language it exists in (none: no such article); its thumbnail is drawn from them. */
export async function articleTitles(db: Db, slug: string): Promise<{ lang: string; title: string }[]> {
  return db.selectFrom('blog_article').select(['lang', 'title']).where('slug', '=', slug).execute();
}
