import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { ArticleCard } from '@/components/content/ArticleCard';
import { GamesSeo } from '@/components/games/GamesSeo';
import { EmptyState, PageHeader } from '@/components/games/PageHeader';
import { Pagination } from '@/components/common/Pagination';
import { href, toLocale } from '@/lib/routes';
import type { Namespace } from '@/lib/i18n/namespaces';
import { newsPageProps, type NewsProps } from '@/lib/content/newsProps.server';

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

export const getStaticProps = newsPageProps(PAGE_NAMESPACES);
