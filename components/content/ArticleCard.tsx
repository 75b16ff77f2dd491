import { SiteLink } from '@/components/common/SiteLink';
import styled from 'styled-components';
import { Thumbnail, thumbnailStyle } from '@/components/common/Thumbnail';
import { tileStyle } from '@/components/common/ui';
import { formatLongDate } from '@/lib/format/date';
import { href, type Locale } from '@/lib/routes';
import { theme } from '@/styles/theme';
import type { ArticleCardData } from '@/lib/content/types';

const Card = styled.article`
  ${tileStyle};
  ${thumbnailStyle};
  & .body {
    padding: ${theme.space.md};
  }
  & h2 {
    margin: 0 0 ${theme.space.xxs};
    font-size: ${theme.fontSizes.lg};
  }
  & h2 a {
    color: inherit;
    text-decoration: none;
  }
  & h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & h2 a:hover {
    color: ${theme.colors.gold};
  }
  & time {
    display: block;
    margin-bottom: ${theme.space.xs};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  & p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  position: relative;
`;

/** A news article in the list: thumbnail, title (link), date and excerpt. */
export function ArticleCard({ article, locale, priority }: { article: ArticleCardData; locale: Locale; priority?: boolean }) {
  return (
    <Card>
      <Thumbnail src={article.thumbnail} alt="" width={400} height={300} priority={priority} />
      <div className="body">
        <h2>
          <SiteLink href={href('newsArticle', { slug: article.slug }, locale)}>{article.title}</SiteLink>
        </h2>
        <time dateTime={article.date}>{formatLongDate(article.timestamp, locale)}</time>
        <p>{article.excerpt}</p>
      </div>
    </Card>
  );
}
