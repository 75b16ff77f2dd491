import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { displayName, displaySlug } from '@/lib/games/suffix';
import { href, ROUTE_KEYS, routeParamNames, type Locale, type RouteKey } from '@/lib/routes';
import { playUrl, providerUrl } from '@/lib/routes/urls';
import { theme } from '@/styles/theme';
import { SmallImage } from '@/components/common/SmallImage';
import type { SearchResult } from '@/lib/search/result';

const Sections = styled.div<{ $compact: boolean }>`
  & section + section {
    margin-top: ${({ $compact }) => ($compact ? theme.space.sm : theme.space.lg)};
  }
  & h2,
  & h3 {
    margin: 0 0 ${theme.space.xxs};
    font-size: ${({ $compact }) => ($compact ? theme.fontSizes.xs : theme.fontSizes.lg)};
    color: ${({ $compact }) => ($compact ? theme.colors.textMuted : theme.colors.text)};
    text-transform: ${({ $compact }) => ($compact ? 'uppercase' : 'none')};
    letter-spacing: ${({ $compact }) => ($compact ? '0.06em' : 'normal')};
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li a,
  & li .plain {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    padding: ${`${theme.space.xxs} ${theme.space.xs}`};
    border-radius: ${theme.radii.md};
    color: ${theme.colors.text};
    text-decoration: none;
  }
  & li a:hover,
  & li a:focus-visible {
    background: ${theme.colors.surfaceHover};
  }
  & li img {
    flex: none;
    width: 48px;
    height: 36px;
    border-radius: ${theme.radii.sm};
    object-fit: cover;
  }
  & .meta {
    display: block;
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  }
`;

export { resultCount } from '@/lib/search/result';

/** A CMS page slug that is also a route without parameters ('campaigns') links to that page. */
function contentHref(slug: string, locale: Locale): string | undefined {
  const key = ROUTE_KEYS.find((candidate) => candidate === slug) as RouteKey | undefined;
  return key && routeParamNames(key).length === 0 ? href(key, {}, locale) : undefined;
}

export interface SearchResultsProps {
  result: SearchResult;
  locale: Locale;
  /** Compact list for the search box dropdown (small headings, at most `limit` games). */
  compact?: boolean;
  limit?: number;
  onNavigate?: () => void;
}

/** Search results in five groups: games, suppliers, tags, content, articles (docs/product/screens.md). */
export function SearchResults({ result, locale, compact = false, limit, onNavigate }: SearchResultsProps) {
  const { t } = useTranslation('games');
  const Heading = compact ? 'h3' : 'h2';
  const games = limit ? result.games.slice(0, limit) : result.games;
  const searchPage = href('search', {}, locale);
  return (
    <Sections $compact={compact} data-testid="search-results">
      {games.length > 0 && (
        <section aria-label={t('search.games')}>
          <Heading>{t('search.games')}</Heading>
          <ul>
            {games.map((game) => {
              const name = displayName(game.friendly_name || game.name, game.slug);
              return (
                <li key={`g-${game.id}`}>
                  <Link href={playUrl(displaySlug(game.slug), locale)} locale={false} onClick={onNavigate}>
                    <SmallImage src={game.thumbnail} width={48} height={36} />
                    <span>
                      {name}
                      {game.supplier && <span className="meta">{game.supplier.name}</span>}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {result.suppliers.length > 0 && (
        <section aria-label={t('search.suppliers')}>
          <Heading>{t('search.suppliers')}</Heading>
          <ul>
            {result.suppliers.map((supplier) => (
              <li key={`s-${supplier.id}`}>
                <Link href={providerUrl(supplier.id, locale, supplier.slug)} locale={false} onClick={onNavigate}>
                  <span>
                    {supplier.friendly_name || supplier.name}
                    <span className="meta">{t('gameCount', { count: supplier.game_count })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.tags.length > 0 && (
        <section aria-label={t('search.tags')}>
          <Heading>{t('search.tags')}</Heading>
          <ul>
            {result.tags.map((tag) => (
              <li key={`t-${tag.slug}`}>
                <Link href={`${searchPage}?q=${encodeURIComponent(tag.friendly_name || tag.name)}`} locale={false} onClick={onNavigate}>
                  <span>
                    {tag.friendly_name || tag.name}
                    <span className="meta">{t('gameCount', { count: tag.game_count })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.content.length > 0 && (
        <section aria-label={t('search.content')}>
          <Heading>{t('search.content')}</Heading>
          <ul>
            {result.content.map((item) => {
              const target = contentHref(item.slug, locale);
              const text = (
                <span>
                  {item.friendly_name || item.title}
                  {item.description && <span className="meta">{item.description}</span>}
                </span>
              );
              return (
                <li key={`c-${item.slug}-${item.lang}`}>
                  {target ? (
                    <Link href={target} locale={false} onClick={onNavigate}>
                      {text}
                    </Link>
                  ) : (
                    <span className="plain">{text}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {result.articles.length > 0 && (
        <section aria-label={t('search.articles')}>
          <Heading>{t('search.articles')}</Heading>
          <ul>
            {result.articles.map((article) => (
              <li key={`a-${article.slug}`}>
                <Link href={href('newsArticle', { slug: article.slug }, locale)} locale={false} onClick={onNavigate}>
                  <SmallImage src={article.thumbnail} width={48} height={36} />
                  <span>
                    {article.friendly_name || article.title}
                    <span className="meta">{article.date_parsed}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Sections>
  );
}
