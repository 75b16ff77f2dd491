import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { GameGrid } from '@/components/games/GameGrid';
import { GamesSeo } from '@/components/games/GamesSeo';
import { EmptyState, PageHeader } from '@/components/games/PageHeader';
import { Pagination } from '@/components/common/Pagination';
import { toLocale } from '@/lib/routes';
import { providerUrl } from '@/lib/routes/urls';
import type { Namespace } from '@/lib/i18n/namespaces';
import { providerPaths, providerProps, type ProviderProps } from '@/lib/games/catalogueProps.server';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

/** Route 'singleProvider': a game provider and its games, paged. */
export default function SingleProviderPage({ supplier, games, page, pageCount }: ProviderProps) {
  const { t } = useTranslation('games');
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <GamesSeo
        routeKey="singleProvider"
        params={{ id: supplier.id, slug: supplier.slug }}
        name={page > 1 ? t('pageTitleWithPage', { title: supplier.name, page }) : supplier.name}
        description={t('provider.description', { name: supplier.name, count: supplier.game_count })}
      />
      <PageHeader title={supplier.name} lead={t('provider.lead', { name: supplier.name, count: supplier.game_count })} />
      {games.length === 0 ? (
        <EmptyState>{t('group.empty')}</EmptyState>
      ) : (
        <GameGrid games={games} locale={locale} eager={page === 1 ? 6 : 0} label={t('group.gamesLabel', { name: supplier.name })} />
      )}
      <Pagination page={page} pageCount={pageCount} basePath={providerUrl(supplier.id, locale, supplier.slug)} />
    </>
  );
}

export const getStaticPaths = providerPaths;
export const getStaticProps = providerProps(PAGE_NAMESPACES);
