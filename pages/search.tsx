import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { EmptyState, PageHeader } from '@/components/games/PageHeader';
import { GamesSeo } from '@/components/games/GamesSeo';
import { resultCount, SearchResults } from '@/components/search/SearchResults';
import { primaryStyle } from '@/components/common/ui';
import { isSearchable } from '@/lib/search/debounce';
import { SEARCH_MIN_CHARS } from '@/lib/constants';
import { href, toLocale } from '@/lib/routes';
import type { Namespace } from '@/lib/i18n/namespaces';
import { searchPageProps, type SearchPageProps } from '@/lib/search/searchProps.server';
import { theme } from '@/styles/theme';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  max-width: 560px;
  margin-bottom: ${theme.space.lg};
  & input {
    flex: 1 1 220px;
    min-height: 44px;
    padding: 0 ${theme.space.md};
    border-radius: ${theme.radii.pill};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.bgDeep};
    color: ${theme.colors.text};
  }
  & button {
    ${primaryStyle};
  }
`;

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

/** Route 'search': the results of ?q= rendered on the server (the same groups as the search box). */
export default function SearchPage({ query, result, failed }: SearchPageProps) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  const count = resultCount(result);
  const title = query ? t('search.titleFor', { query }) : tc('routes.search.heading');
  let message: string | null = null;
  if (!query) message = t('search.enterKeyword', { count: SEARCH_MIN_CHARS });
  else if (!isSearchable(query)) message = t('search.tooShort', { count: SEARCH_MIN_CHARS });
  else if (failed) message = t('search.failed');
  else if (count === 0) message = t('search.noResults', { query });
  return (
    <>
      <GamesSeo routeKey="search" name={title} description={tc('routes.search.description')} noIndex />
      <PageHeader title={title} lead={count > 0 ? t('search.resultCount', { count }) : null} />
      <Form role="search" action={href('search', {}, locale)} method="get">
        <label htmlFor="search-page-q" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t('search.placeholder')}
          minLength={SEARCH_MIN_CHARS}
        />
        <button type="submit">{t('search.submit')}</button>
      </Form>
      {message ? <EmptyState role="status">{message}</EmptyState> : result && <SearchResults result={result} locale={locale} />}
    </>
  );
}

export const getServerSideProps = searchPageProps(PAGE_NAMESPACES);
