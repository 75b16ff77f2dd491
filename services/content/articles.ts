/** CMS content calls: news articles (blogs), affiliates. */
import type { Locale } from '@/lib/routes';
import { asPaged, cmsGet, cmsGetOrThrow, isRecord, type Paged } from '@/services/cmsClient';
import { sanitizeOne } from '@/lib/html/safe';
import type { Affiliate, Article, ArticleSummary } from './types';

export async function getArticles(lang: Locale, page = 1): Promise<Paged<ArticleSummary> | null> {
  return asPaged<ArticleSummary>(await cmsGet('/blogs', { lang, page }));
}

/** Every article (all pages), for the sitemap. */
export async function getAllArticles(lang: Locale): Promise<ArticleSummary[]> {
  const first = await getArticles(lang, 1);
  if (!first) return [];
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => getArticles(lang, index + 2)),
  );
  return [...first.items, ...rest.flatMap((page) => page?.items ?? [])];
}

/** One article, its body sanitised (lib/html/safe.ts); null when unknown, throws when the CMS failed. */
export async function getArticle(slug: string, lang: Locale): Promise<Article | null> {
  const data = await cmsGetOrThrow<unknown>(`/blogs/${encodeURIComponent(slug)}`, { lang });
  if (!isRecord(data) || typeof data.slug !== 'string' || typeof data.body !== 'string') return null;
  return { ...(data as unknown as Article), body: await sanitizeOne(data.body) };
}

/** An affiliate by slug or reference, its messages sanitised; null when unknown. Server side only (pages/api/site/affiliate.ts). */
export async function getAffiliate(reference: string): Promise<Affiliate | null> {
  const data = await cmsGet<unknown>(`/affiliate/${encodeURIComponent(reference)}`);
  if (!isRecord(data) || typeof data.reference !== 'string') return null;
  const [fi, en, et] = await Promise.all([sanitizeOne(data.message_fi), sanitizeOne(data.message_en), sanitizeOne(data.message_et)]);
  return { ...(data as unknown as Affiliate), message_fi: fi, message_en: en, message_et: et };
}
