/** Data functions of the news pages: the list (paged) and an article. */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { readingTimeMinutes } from '@/lib/content/readingTime';
import type { Article, ArticleCardData } from '@/lib/content/types';
import { pageParam, stringParam } from '@/lib/games/server';
import type { Namespace } from '@/lib/i18n/namespaces';
import { toLocale } from '@/lib/routes';
import { basePageProps, onDemand, REVALIDATE_SECONDS, RETRY_SECONDS, type BasePageProps } from '@/lib/seo/pageProps.server';
import { getArticle, getArticles } from '@/services/content/articles';

export interface NewsProps extends BasePageProps {
  articles: ArticleCardData[];
  page: number;
  pageCount: number;
}

/** Page `page` of the news list, pre-rendered and regenerated every minute. */
export function newsPageProps(namespaces: readonly Namespace[]): GetStaticProps<NewsProps> {
  return async (context) => {
    const lang = toLocale(context.locale);
    const wanted = pageParam(context.params?.page);
    if (wanted === null) return { notFound: true };
    const [base, list] = await Promise.all([basePageProps(lang, namespaces, onDemand(context)), getArticles(lang, wanted)]);
    if (list && wanted > list.pageCount) return { notFound: true, revalidate: REVALIDATE_SECONDS };
    const articles = (list?.items ?? []).map(({ slug, title, excerpt, thumbnail, date, timestamp }) => ({
      slug,
      title,
      excerpt,
      thumbnail,
      date,
      timestamp,
    }));
    return {
      props: { ...base, articles, page: wanted, pageCount: list?.pageCount ?? 1 },
      revalidate: list ? REVALIDATE_SECONDS : RETRY_SECONDS,
    };
  };
}

export interface ArticleProps extends BasePageProps {
  article: Omit<Article, 'languages' | 'date_parsed'>;
  minutes: number;
}

/** Articles are rendered on first request and then kept, regenerated every minute and on a change. */
export const articlePaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

/** An article with its reading time; an unknown slug is a 404, asked again after a while (an article may be published later). */
export function articlePageProps(namespaces: readonly Namespace[]): GetStaticProps<ArticleProps> {
  return async (context) => {
    const lang = toLocale(context.locale);
    const slug = stringParam(context.params?.slug);
    const [base, article] = await Promise.all([basePageProps(lang, namespaces, onDemand(context)), slug ? getArticle(slug, lang) : null]);
    if (!article) return { notFound: true, revalidate: REVALIDATE_SECONDS };
    const { slug: articleSlug, lang: articleLang, title, excerpt, thumbnail, date, timestamp, body } = article;
    const shown = { slug: articleSlug, lang: articleLang, title, excerpt, thumbnail, date, timestamp, body };
    return { props: { ...base, article: shown, minutes: readingTimeMinutes(body) }, revalidate: REVALIDATE_SECONDS };
  };
}
