import { SiteLink } from '@/components/common/SiteLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { GamesSeo } from '@/components/games/GamesSeo';
import { EmptyState, PageHeader } from '@/components/games/PageHeader';
import { toLocale } from '@/lib/routes';
import { providerUrl } from '@/lib/routes/urls';
import type { Namespace } from '@/lib/i18n/namespaces';
import { suppliersProps, type SuppliersProps } from '@/lib/games/catalogueProps.server';

const List = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
    min-height: 52px;
    padding: ${`${theme.space.xs} ${theme.space.md}`};
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
  & .count {
    flex: none;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
    font-weight: 500;
  }
  ${media.up('md')} {
    gap: ${theme.space.sm};
  }
`;

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

/** Game providers: every supplier with its number of games, A to Z. */
export default function GameProvidersPage({ suppliers }: SuppliersProps) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <GamesSeo routeKey="gameProviders" name={tc('routes.gameProviders.heading')} description={tc('routes.gameProviders.description')} />
      <PageHeader title={tc('routes.gameProviders.heading')} lead={t('suppliers.lead', { count: suppliers.length })} />
      {suppliers.length === 0 ? (
        <EmptyState>{t('suppliers.empty')}</EmptyState>
      ) : (
        <List>
          {suppliers.map((supplier) => (
            <li key={supplier.id}>
              <SiteLink href={providerUrl(supplier.id, locale, supplier.slug)}>
                <span>{supplier.name}</span>
                <span className="count">{t('gameCount', { count: supplier.game_count })}</span>
              </SiteLink>
            </li>
          ))}
        </List>
      )}
    </>
  );
}

export const getStaticProps = suppliersProps(PAGE_NAMESPACES);
