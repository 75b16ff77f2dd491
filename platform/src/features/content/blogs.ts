import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { Lang } from '../cms';
import { formatDateFi, formatDateIso } from '../games/format';

export const BLOG_PAGE_SIZE = 10;

export const articleThumbnailUrl = (slug: string): string =>
  `/api/cms/thumbnails/news/${encodeURIComponent(slug)}.svg`;

export interface ArticleSummary {
  slug: string;
  lang: Lang;
  title: string;
  excerpt: string;
  thumbnail: string;
  /** yyyy-mm-dd */
  date: string;
  /** dd.mm.yyyy */
  date_parsed: string;
  /** Epoch ms of publication. */
  timestamp: number;
}

export interface Article extends ArticleSummary {
  /** HTML, to be sanitised by the site. */
  body: string;
  /** Languages the article exists in. */
  languages: Lang[];
}

interface Row {
  slug: string;
  lang: string;
  title: string;
  excerpt: string;
  published_at: number;
}

export function toSummary(r: Row): ArticleSummary {
  const ts = Number(r.published_at);
  return {
    slug: r.slug,
    lang: r.lang as Lang,
    title: r.title,
    excerpt: r.excerpt,
    thumbnail: articleThumbnailUrl(r.slug),
    date: formatDateIso(ts),
    date_parsed: formatDateFi(ts),
    timestamp: ts,
  };
}

/** Articles of one language, newest first, 10 per page. */
export async function listArticles(db: Kysely<Database>, lang: Lang, page: number) {
  const { n } = await db
    .selectFrom('blog_article')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('lang', '=', lang)
    .executeTakeFirstOrThrow();
  const count = Number(n);
  const rows = await db
    .selectFrom('blog_article')
    .select(['slug', 'lang', 'title', 'excerpt', 'published_at'])
    .where('lang', '=', lang)
    .orderBy('published_at', 'desc')
    .orderBy('slug')
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE)
    .execute();
  return { count, pageCount: Math.ceil(count / BLOG_PAGE_SIZE), page, items: rows.map(toSummary) };
}

/**
 * One article in `lang`; when it has no such translation, the English one, else the Finnish
 * one, else any (the answer's `lang` tells which). 404 when the slug is unknown.
 */
export async function getArticle(db: Kysely<Database>, slug: string, lang: Lang): Promise<Article> {
  const rows = await db
    .selectFrom('blog_article')
    .select(['slug', 'lang', 'title', 'excerpt', 'published_at', 'body_html'])
    .where('slug', '=', slug)
    .execute();
  if (rows.length === 0) throw AppError.notFound(`Article ${slug} not found`);
  const row =
    rows.find((r) => r.lang === lang) ??
    rows.find((r) => r.lang === 'en') ??
    rows.find((r) => r.lang === 'fi') ??
    rows[0];
  return {
    ...toSummary(row),
    body: row.body_html,
    languages: rows.map((r) => r.lang as Lang).sort(),
  };
}
