import { SiteLink } from '@/components/common/SiteLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { SafeHtml } from '@/components/common/SafeHtml';
import { GamesSeo } from '@/components/games/GamesSeo';
import { JsonLd } from '@/components/games/JsonLd';
import { PageTitle } from '@/components/layout/RoutePage';
import { SITE_URL } from '@/components/seo/Seo';
import { formatLongDate } from '@/lib/format/date';
import { href, toLocale } from '@/lib/routes';
import type { Namespace } from '@/lib/i18n/namespaces';
import { articlePageProps, articlePaths, type ArticleProps } from '@/lib/content/newsProps.server';
import { theme } from '@/styles/theme';

const Wrap = styled.article`
  max-width: 75ch;
  & .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.md};
    margin: -${theme.space.sm} 0 ${theme.space.lg};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  & .hero {
    display: block;
    width: 100%;
    height: auto;
    margin-bottom: ${theme.space.lg};
    border-radius: ${theme.radii.lg};
  }
  & .body p {
    color: ${theme.colors.text};
    line-height: 1.7;
  }
  & .body h2 {
    font-size: ${theme.fontSizes.xl};
    margin-top: ${theme.space.xl};
  }
  & .back {
    display: inline-block;
    margin-top: ${theme.space.lg};
    font-weight: 600;
  }
`;

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

/** Route 'newsArticle': one article with its date and reading time (200 words a minute, at least 1). */
export default function NewsArticlePage({ article, minutes }: ArticleProps) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  const url = `${SITE_URL}${href('newsArticle', { slug: article.slug }, locale)}`;
  return (
    <>
      <GamesSeo routeKey="newsArticle" params={{ slug: article.slug }} name={article.title} description={article.excerpt} />
      <JsonLd
        id="article"
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.excerpt,
          datePublished: article.date,
          inLanguage: article.lang,
          image: `${SITE_URL}${article.thumbnail}`,
          mainEntityOfPage: url,
          publisher: { '@type': 'Organization', name: tc('siteName') },
          timeRequired: `PT${minutes}M`,
        }}
      />
      <Wrap lang={article.lang !== locale ? article.lang : undefined}>
        <PageTitle>{article.title}</PageTitle>
        <p className="meta">
          <time dateTime={article.date}>{formatLongDate(article.timestamp, locale)}</time>
          <span data-testid="reading-time">{t('news.readingTime', { count: minutes })}</span>
        </p>
        {/* A plain img: the platform's SVG is served as it is (see components/common/Thumbnail). */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className="hero" src={article.thumbnail} alt="" width={800} height={600} fetchPriority="high" decoding="async" />
        <SafeHtml className="body" html={article.body} />
        <SiteLink className="back" href={href('news', {}, locale)}>
          {t('news.back')}
        </SiteLink>
      </Wrap>
    </>
  );
}

export const getStaticPaths = articlePaths;
export const getStaticProps = articlePageProps(PAGE_NAMESPACES);
