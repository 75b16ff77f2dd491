import type { Db } from '../../db/schema';
import { AppError } from '../../errors';
import { LANGS, type Lang } from '../../langs';
import { normalizeSearch } from '../../searchText';
import { formatDateFi, formatDateIso } from '../games';
import {
  countArticles,
  deleteArticleRows,
  insertArticleTranslation,
  selectArticleRows,
  selectArticleSummaries,
  selectArticleTranslations,
  updateArticlePublishedAt,
  updateArticleTranslation,
} from './store/articles';

const BLOG_PAGE_SIZE = 10;

export const articleThumbnailUrl = (slug: string): string => `/api/cms/thumbnails/news/${encodeURIComponent(slug)}.svg`;

interface ArticleSummary {
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

function toSummary(r: Row): ArticleSummary {
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
export async function listArticles(db: Db, lang: Lang, page: number) {
  const count = await countArticles(db, lang);
  const rows = await selectArticleSummaries(db, lang, BLOG_PAGE_SIZE, (page - 1) * BLOG_PAGE_SIZE);
  return { count, pageCount: Math.ceil(count / BLOG_PAGE_SIZE), page, items: rows.map(toSummary) };
}

/**
 * One article in `lang`; when it has no such translation, the English one, else the Finnish
 * one, else any (the answer's `lang` tells which). 404 when the slug is unknown.
 */
export async function getArticle(db: Db, slug: string, lang: Lang): Promise<Article> {
  const rows = await selectArticleTranslations(db, slug);
  if (rows.length === 0) throw AppError.notFound(`Article ${slug} not found`);
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'en') ?? rows.find((r) => r.lang === 'fi') ?? rows[0];
  return {
    ...toSummary(row),
    body: row.body_html,
    languages: rows.map((r) => r.lang as Lang).sort(),
  };
}

/** The normalised text the search matches an article by (title, excerpt, body without tags). */
export const articleSearchText = (title: string, excerpt: string, bodyHtml: string): string =>
  normalizeSearch(`${title} ${excerpt} ${bodyHtml.replace(/<[^>]*>/g, ' ')}`);

/** One language of an article as the sandbox admin sends it; unset fields keep their value. */
export interface ArticleTranslationPatch {
  title?: string;
  excerpt?: string;
  bodyHtml?: string;
}

export interface ArticlePatch {
  /** Epoch ms; applies to every language of the article. */
  publishedAt?: number;
  translations: Partial<Record<Lang, ArticleTranslationPatch>>;
}

/**
 * Creates or updates the given languages of one article in one transaction. A new language needs
 * a title and body (else a validation error naming the field, nothing stored); a new article
 * without publishedAt is published `now`.
 */
export async function upsertArticle(db: Db, slug: string, patch: ArticlePatch, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await selectArticleRows(trx, slug);
    const publishedAt = patch.publishedAt ?? (rows.length ? Number(rows[0].published_at) : now);
    for (const lang of LANGS) {
      const p = patch.translations[lang];
      if (!p) continue;
      const row = rows.find((r) => r.lang === lang);
      if (!row) {
        for (const field of ['title', 'bodyHtml'] as const) {
          if (p[field] === undefined) {
            throw AppError.validation(`${lang}.${field}`, `Article ${slug} has no ${lang} version yet: send its ${field}`);
          }
        }
      }
      const title = p.title ?? row?.title ?? '';
      const excerpt = p.excerpt ?? row?.excerpt ?? '';
      const body = p.bodyHtml ?? row?.body_html ?? '';
      const values = {
        title,
        excerpt,
        body_html: body,
        published_at: publishedAt,
        search_text: articleSearchText(title, excerpt, body),
        updated_at: now,
      };
      if (row) await updateArticleTranslation(trx, slug, lang, values);
      else await insertArticleTranslation(trx, { slug, lang, ...values });
    }
    if (patch.publishedAt !== undefined) {
      await updateArticlePublishedAt(trx, slug, publishedAt, now);
    }
  });
}

/** Deletes an article (every language, or one); false when there was nothing to delete. */
export async function deleteArticle(db: Db, slug: string, lang?: Lang): Promise<boolean> {
  return (await deleteArticleRows(db, slug, lang)) > 0;
}
