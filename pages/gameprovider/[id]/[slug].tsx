import type { GetStaticPaths, GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { GameGrid } from '@/components/games/GameGrid';
import { GamesSeo } from '@/components/games/GamesSeo';
import { EmptyState, PageHeader } from '@/components/games/PageHeader';
import { Pagination } from '@/components/common/Pagination';
import { pageSlice } from '@/lib/pagination';
import { GAMES_PAGE_SIZE, idParam, pageParam, permanentRedirect, stringParam } from '@/lib/games/server';
import { toLocale } from '@/lib/routes';
import { providerUrl } from '@/lib/routes/urls';
import type { Namespace } from '@/lib/i18n/namespaces';
import { basePageProps, onDemand, REVALIDATE_SECONDS, type BasePageProps } from '@/lib/seo/pageProps';
import { getProviderGames, getSuppliers } from '@/services/games/cms';
import { toCard, type GameCardData } from '@/lib/games/card';
import type { Supplier } from '@/lib/games/types';

interface ProviderProps extends BasePageProps {
  supplier: Supplier;
  games: GameCardData[];
  page: number;
  pageCount: number;
}

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

/** Provider pages are rendered on first request and then kept (page n: [slug]/page/[page].tsx). */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<ProviderProps> = async (context) => {
  const lang = toLocale(context.locale);
  const id = idParam(context.params?.id);
  const wanted = pageParam(context.params?.page);
  if (id === null || wanted === null) return { notFound: true };
  const [base, suppliers, allGames] = await Promise.all([
    basePageProps(lang, PAGE_NAMESPACES, onDemand(context)),
    getSuppliers({ orThrow: true }),
    getProviderGames(id),
  ]);
  const supplier = suppliers.find((candidate) => candidate.id === id);
  if (!supplier) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  if (stringParam(context.params?.slug) !== supplier.slug) {
    return permanentRedirect(providerUrl(supplier.id, lang, supplier.slug), { query: wanted > 1 ? { page: String(wanted) } : {} });
  }
  const { items, page, pageCount } = pageSlice(allGames, wanted, GAMES_PAGE_SIZE);
  if (page !== wanted) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { ...base, supplier, games: items.map(toCard), page, pageCount }, revalidate: REVALIDATE_SECONDS };
};
