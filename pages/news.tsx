import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { ArticleCard } from '@/components/content/ArticleCard';
import { GamesSeo } from '@/components/games/GamesSeo';
import { EmptyState, PageHeader } from '@/components/games/PageHeader';
import { Pagination } from '@/components/common/Pagination';
import { pageParam } from '@/lib/games/server';
import { href, toLocale } from '@/lib/routes';
import type { Namespace } from '@/lib/i18n/namespaces';
import { basePageProps, onDemand, REVALIDATE_SECONDS, RETRY_SECONDS, type BasePageProps } from '@/lib/seo/pageProps';
import { getArticles } from '@/services/content/articles';
import type { ArticleCardData } from '@/lib/content/types';

const List = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

interface NewsProps extends BasePageProps {
  articles: ArticleCardData[];
  page: number;
  pageCount: number;
}

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

/** Route 'news': the articles, newest first, 10 per page (?page=n, pages/news/page/[page].tsx). */
export default function NewsPage({ articles, page, pageCount }: NewsProps) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  const title = tc('routes.news.heading');
  return (
    <>
      <GamesSeo
        routeKey="news"
        name={page > 1 ? t('pageTitleWithPage', { title, page }) : title}
        description={tc('routes.news.description')}
      />
      <PageHeader title={title} lead={tc('routes.news.description')} />
      {articles.length === 0 ? (
        <EmptyState>{t('news.empty')}</EmptyState>
      ) : (
        <List>
          {articles.map((article, index) => (
            <li key={article.slug}>
              <ArticleCard article={article} locale={locale} priority={index < 3} />
            </li>
          ))}
        </List>
      )}
      <Pagination page={page} pageCount={pageCount} basePath={href('news', {}, locale)} />
    </>
  );
}

/** Page `page` of the news list, pre-rendered and regenerated every minute. */
export const getStaticProps: GetStaticProps<NewsProps> = async (context) => {
  const lang = toLocale(context.locale);
  const wanted = pageParam(context.params?.page);
  if (wanted === null) return { notFound: true };
  const [base, list] = await Promise.all([basePageProps(lang, PAGE_NAMESPACES, onDemand(context)), getArticles(lang, wanted)]);
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
