/**
 * Data functions of the catalogue's pages: the slots index (every game, paged), the live casino
 * (its categories with a row of tables each), the game providers and a provider's games (paged).
 * The group pages' are in ./groupProps.server.ts, the game page's in ./playProps.server.ts.
 */
import type { GetServerSideProps, GetStaticPaths, GetStaticProps } from 'next';
import { toCard, type GameCardData } from '@/lib/games/card';
import type { GameGroup, GameGroupWithGames, Supplier } from '@/lib/games/types';
import type { Namespace } from '@/lib/i18n/namespaces';
import { pageSlice } from '@/lib/pagination';
import { toLocale } from '@/lib/routes';
import { providerUrl } from '@/lib/routes/urls';
import { basePageProps, onDemand, REVALIDATE_SECONDS, RETRY_SECONDS, type BasePageProps } from '@/lib/seo/pageProps.server';
import { getChildGroups, getGamesPage, getGroup, getGroups, getProviderGames, getSuppliers } from '@/services/games/cms';
import { GAMES_PAGE_SIZE, idParam, pageParam, permanentRedirect, stringParam } from './server';

export interface SlotsIndexProps extends BasePageProps {
  groups: Pick<GameGroup, 'id' | 'slug' | 'title'>[];
  games: GameCardData[];
  page: number;
  pageCount: number;
  count: number;
}

/** Page `page` of the slots index, pre-rendered and regenerated every minute. */
export function slotsIndexProps(namespaces: readonly Namespace[]): GetStaticProps<SlotsIndexProps> {
  return async (context) => {
    const lang = toLocale(context.locale);
    const page = pageParam(context.params?.page);
    if (page === null) return { notFound: true };
    const [base, groups, list] = await Promise.all([
      basePageProps(lang, namespaces, onDemand(context)),
      getGroups(lang, 'slots'),
      getGamesPage(page, GAMES_PAGE_SIZE),
    ]);
    if (list && page > list.pageCount) return { notFound: true, revalidate: REVALIDATE_SECONDS };
    return {
      props: {
        ...base,
        groups: groups.map(({ id, slug, title }) => ({ id, slug, title })),
        games: (list?.items ?? []).map(toCard),
        page,
        pageCount: list?.pageCount ?? 1,
        count: list?.count ?? 0,
      },
      revalidate: list && groups.length > 0 ? REVALIDATE_SECONDS : RETRY_SECONDS,
    };
  };
}

/** The live casino parent group's slug (platform seed). */
export const LIVE_CASINO_PARENT = 'live-casino';

export interface LiveCasinoProps extends BasePageProps {
  title: string | null;
  description: string | null;
  groups: (Pick<GameGroup, 'id' | 'slug' | 'title' | 'game_count'> & { games: GameCardData[] })[];
}

/** The live casino: the parent group's texts and each category with its first `rowGames` tables. */
export function liveCasinoProps(namespaces: readonly Namespace[], rowGames: number): GetStaticProps<LiveCasinoProps> {
  return async (context) => {
    const lang = toLocale(context.locale);
    const [base, parent, children] = await Promise.all([
      basePageProps(lang, namespaces, onDemand(context)),
      getGroup(LIVE_CASINO_PARENT, lang),
      getChildGroups(lang, LIVE_CASINO_PARENT),
    ]);
    const groups = (await Promise.all(children.map((child) => getGroup(child.id, lang))))
      .filter((group): group is GameGroupWithGames => group !== null)
      .map(({ id, slug, title, game_count, games }) => ({ id, slug, title, game_count, games: games.slice(0, rowGames).map(toCard) }));
    return {
      props: { ...base, title: parent?.title ?? null, description: parent?.description ?? null, groups },
      revalidate: groups.length > 0 ? REVALIDATE_SECONDS : RETRY_SECONDS,
    };
  };
}

export interface SuppliersProps extends BasePageProps {
  suppliers: Supplier[];
}

/** Every supplier with games, A to Z in the page's language. */
export function suppliersProps(namespaces: readonly Namespace[]): GetStaticProps<SuppliersProps> {
  return async (context) => {
    const lang = toLocale(context.locale);
    const [base, suppliers] = await Promise.all([basePageProps(lang, namespaces, onDemand(context)), getSuppliers()]);
    const sorted = suppliers.filter((supplier) => supplier.game_count > 0).sort((a, b) => a.name.localeCompare(b.name, lang));
    return { props: { ...base, suppliers: sorted }, revalidate: sorted.length > 0 ? REVALIDATE_SECONDS : RETRY_SECONDS };
  };
}

export interface ProviderProps extends BasePageProps {
  supplier: Supplier;
  games: GameCardData[];
  page: number;
  pageCount: number;
}

/** Provider pages are rendered on first request and then kept (page n: [slug]/page/[page].tsx). */
export const providerPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

/** A provider's games, page n: 404 for an unknown id or a page past the last, 308 to the right slug. */
export function providerProps(namespaces: readonly Namespace[]): GetStaticProps<ProviderProps> {
  return async (context) => {
    const lang = toLocale(context.locale);
    const id = idParam(context.params?.id);
    const wanted = pageParam(context.params?.page);
    if (id === null || wanted === null) return { notFound: true };
    const [base, suppliers, allGames] = await Promise.all([
      basePageProps(lang, namespaces, onDemand(context)),
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
}

/** The short form /gameprovider/{id}: 308 to the provider's full URL. */
export function providerRedirectProps(): GetServerSideProps {
  return async (context) => {
    const id = idParam(context.params?.id);
    if (id === null) return { notFound: true };
    const supplier = (await getSuppliers()).find((candidate) => candidate.id === id);
    if (!supplier) return { notFound: true };
    return permanentRedirect(providerUrl(supplier.id, toLocale(context.locale), supplier.slug), context);
  };
}
