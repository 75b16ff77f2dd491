import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { GameGrid } from '@/components/games/GameGrid';
import { GamesSeo } from '@/components/games/GamesSeo';
import { GroupNav } from '@/components/games/GroupNav';
import { PageHeader } from '@/components/games/PageHeader';
import { Pagination } from '@/components/common/Pagination';
import { Jackpots } from '@/components/jackpots/Jackpots';
import { pageFromQuery } from '@/lib/pagination';
import { cacheFor, GAMES_PAGE_SIZE } from '@/lib/games/server';
import { href, toLocale } from '@/lib/routes';
import { groupUrl } from '@/lib/routes/urls';
import { basePageProps, type BasePageProps } from '@/lib/seo/pageProps';
import { getGamesPage, getGroups } from '@/services/games/cms';
import type { Game, GameGroup } from '@/services/games/types';

interface SlotsIndexProps extends BasePageProps {
  groups: GameGroup[];
  games: Game[];
  page: number;
  pageCount: number;
  count: number;
}

/** Slots index: the slots groups and every game, 24 per page (?page=n). */
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

export const getServerSideProps: GetServerSideProps<SlotsIndexProps> = async (context) => {
  const lang = toLocale(context.locale);
  const page = pageFromQuery(context.query.page);
  const [base, groups, list] = await Promise.all([basePageProps(lang), getGroups(lang, 'slots'), getGamesPage(page, GAMES_PAGE_SIZE)]);
  if (list && page > list.pageCount) return { notFound: true };
  cacheFor(context);
  return {
    props: { ...base, groups, games: list?.items ?? [], page, pageCount: list?.pageCount ?? 1, count: list?.count ?? 0 },
  };
};
