import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { GameGrid } from '@/components/games/GameGrid';
import { GamesSeo } from '@/components/games/GamesSeo';
import { EmptyState, PageHeader } from '@/components/games/PageHeader';
import { Pagination } from '@/components/common/Pagination';
import { pageFromQuery, pageSlice } from '@/lib/pagination';
import { cacheFor, GAMES_PAGE_SIZE, idParam, permanentRedirect, stringParam } from '@/lib/games/server';
import { toLocale } from '@/lib/routes';
import { providerUrl } from '@/lib/routes/urls';
import { basePageProps, type BasePageProps } from '@/lib/seo/pageProps';
import { getProviderGames, getSuppliers } from '@/services/games/cms';
import type { Game, Supplier } from '@/services/games/types';

interface ProviderProps extends BasePageProps {
  supplier: Supplier;
  games: Game[];
  page: number;
  pageCount: number;
}

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

export const getServerSideProps: GetServerSideProps<ProviderProps> = async (context) => {
  const lang = toLocale(context.locale);
  const id = idParam(context.params?.id);
  if (id === null) return { notFound: true };
  const [base, suppliers, allGames] = await Promise.all([basePageProps(lang), getSuppliers(), getProviderGames(id)]);
  const supplier = suppliers.find((candidate) => candidate.id === id);
  if (!supplier) return { notFound: true };
  if (stringParam(context.params?.slug) !== supplier.slug) return permanentRedirect(providerUrl(supplier.id, lang, supplier.slug), context);
  const wanted = pageFromQuery(context.query.page);
  const { items, page, pageCount } = pageSlice(allGames, wanted, GAMES_PAGE_SIZE);
  if (page !== wanted) return { notFound: true };
  cacheFor(context);
  return { props: { ...base, supplier, games: items, page, pageCount } };
};
