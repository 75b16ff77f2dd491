/** CMS content calls: news articles (blogs), affiliates. */
import type { Locale } from '@/lib/routes';
import { asPaged, cmsGet, isRecord, type Paged } from '@/services/cmsClient';
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

export async function getArticle(slug: string, lang: Locale): Promise<Article | null> {
  const data = await cmsGet<unknown>(`/blogs/${encodeURIComponent(slug)}`, { lang });
  return isRecord(data) && typeof data.slug === 'string' && typeof data.body === 'string' ? (data as unknown as Article) : null;
}

/** An affiliate by slug or reference; null when unknown. */
export async function getAffiliate(reference: string): Promise<Affiliate | null> {
  const data = await cmsGet<unknown>(`/affiliate/${encodeURIComponent(reference)}`);
  return isRecord(data) && typeof data.reference === 'string' ? (data as unknown as Affiliate) : null;
}
