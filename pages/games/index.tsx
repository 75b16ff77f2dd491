import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { GameGrid } from '@/components/games/GameGrid';
import { GamesSeo } from '@/components/games/GamesSeo';
import { GroupNav } from '@/components/games/GroupNav';
import { PageHeader } from '@/components/games/PageHeader';
import { Pagination } from '@/components/common/Pagination';
import { Jackpots } from '@/components/jackpots/Jackpots';
import { GAMES_PAGE_SIZE, pageParam } from '@/lib/games/server';
import { href, toLocale } from '@/lib/routes';
import { groupUrl } from '@/lib/routes/urls';
import type { Namespace } from '@/lib/i18n/namespaces';
import { basePageProps, onDemand, REVALIDATE_SECONDS, RETRY_SECONDS, type BasePageProps } from '@/lib/seo/pageProps';
import { getGamesPage, getGroups } from '@/services/games/cms';
import { toCard, type GameCardData } from '@/lib/games/card';
import type { GameGroup } from '@/lib/games/types';

interface SlotsIndexProps extends BasePageProps {
  groups: Pick<GameGroup, 'id' | 'slug' | 'title'>[];
  games: GameCardData[];
  page: number;
  pageCount: number;
  count: number;
}

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

/** Slots index: the slots groups and every game, 24 per page (?page=n, pages/games/page/[page].tsx). */
export default function SlotsIndexPage({ groups, games, page, pageCount, count }: SlotsIndexProps) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  const title = tc('routes.slotsIndex.heading');
  return (
    <>
      <GamesSeo
        routeKey="slotsIndex"
        name={page > 1 ? t('pageTitleWithPage', { title, page }) : title}
        description={tc('routes.slotsIndex.description')}
      />
      <PageHeader title={title} lead={t('slotsIndex.lead', { count })} />
      <Jackpots variant="ticker" />
      <GroupNav
        label={t('groupsLabel')}
        links={groups.map((group) => ({ key: group.id, href: groupUrl(group.id, 'slots', locale, group.slug), label: group.title }))}
      />
      <h2 className="visually-hidden">{t('allGames')}</h2>
      <GameGrid games={games} locale={locale} eager={page === 1 ? 6 : 0} label={t('allGames')} />
      <Pagination page={page} pageCount={pageCount} basePath={href('slotsIndex', {}, locale)} />
    </>
  );
}

/** Page `page` of the slots index, pre-rendered and regenerated every minute. */
export const getStaticProps: GetStaticProps<SlotsIndexProps> = async (context) => {
  const lang = toLocale(context.locale);
  const page = pageParam(context.params?.page);
  if (page === null) return { notFound: true };
  const [base, groups, list] = await Promise.all([
    basePageProps(lang, PAGE_NAMESPACES, onDemand(context)),
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
