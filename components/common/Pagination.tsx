import { SiteLink } from '@/components/common/SiteLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { pageItems } from '@/lib/pagination';
import { theme } from '@/styles/theme';

const Nav = styled.nav`
  margin: ${theme.space.lg} 0;
  & ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & a,
  & span.page {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${theme.space.xs};
    border-radius: ${theme.radii.md};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  & a:hover {
    border-color: ${theme.colors.gold};
  }
  & a[aria-current='page'] {
    background: ${theme.colors.gold};
    color: ${theme.colors.onGold};
    border-color: transparent;
  }
  & .gap {
    color: ${theme.colors.textMuted};
    padding: 0 4px;
  }
`;

/** A URL of page n: the base path, with ?page=n from page 2 on (extra query kept). */
export function pageHref(basePath: string, page: number, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** Pager: previous, the first, the current page's neighbours, the last, next (docs/product/constants.md). */
export function Pagination({
  page,
  pageCount,
  basePath,
  query,
}: {
  page: number;
  pageCount: number;
  basePath: string;
  query?: Record<string, string>;
}) {
  const { t } = useTranslation('games');
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={t('pagination.label')}>
      <ul>
        {page > 1 && (
          <li>
            <SiteLink href={pageHref(basePath, page - 1, query)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('pagination.previous')}</span>
            </SiteLink>
          </li>
        )}
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <SiteLink
                href={pageHref(basePath, item, query)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {item}
              </SiteLink>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <SiteLink href={pageHref(basePath, page + 1, query)} rel="next">
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('pagination.next')}</span>
            </SiteLink>
          </li>
        )}
      </ul>
    </Nav>
  );
}
