/** CMS content calls: news articles (blogs), affiliates. */
import type { Locale } from '@/lib/routes';
import { asPage, cmsGet, cmsGetOrThrow } from '@/services/cmsClient';
import { sanitizeOne } from '@/lib/html/safe';
import type { Affiliate, Article, ArticlePage, ArticleSummary } from '@/lib/content/types';

export async function getArticles(lang: Locale, page = 1): Promise<ArticlePage | null> {
  return asPage(await cmsGet('/cms/blogs', { lang, page }));
}

/** Every article (all pages), for the sitemap. */
export async function getAllArticles(lang: Locale): Promise<ArticleSummary[]> {
  const first = await getArticles(lang, 1);
  if (!first) return [];
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, index) => getArticles(lang, index + 2)));
  return [...first.items, ...rest.flatMap((page) => page?.items ?? [])];
}

/** One article, its body sanitised (lib/html/safe.ts); null when unknown, throws when the CMS failed. */
export async function getArticle(slug: string, lang: Locale): Promise<Article | null> {
  const data = await cmsGetOrThrow('/cms/blogs/{slug}', { lang }, { path: { slug } });
  if (!data) return null;
  return { ...data, body: await sanitizeOne(data.body) };
}

/** An affiliate by slug or reference, its messages sanitised; null when unknown. Server side only (pages/api/site/affiliate.ts). */
export async function getAffiliate(reference: string): Promise<Affiliate | null> {
  const data = await cmsGet('/cms/affiliate/{slug}', undefined, { path: { slug: reference } });
  if (!data) return null;
  const [fi, en, et] = await Promise.all([sanitizeOne(data.message_fi), sanitizeOne(data.message_en), sanitizeOne(data.message_et)]);
  return { ...data, message_fi: fi, message_en: en, message_et: et };
}
