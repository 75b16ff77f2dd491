import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { GameGrid } from '@/components/games/GameGrid';
import { GamesSeo } from '@/components/games/GamesSeo';
import { GroupNav } from '@/components/games/GroupNav';
import { PageHeader } from '@/components/games/PageHeader';
import { Pagination } from '@/components/common/Pagination';
import { Jackpots } from '@/components/jackpots/Jackpots';
import { href, toLocale } from '@/lib/routes';
import { groupUrl } from '@/lib/routes/urls';
import type { Namespace } from '@/lib/i18n/namespaces';
import { slotsIndexProps, type SlotsIndexProps } from '@/lib/games/catalogueProps.server';

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

export const getStaticProps = slotsIndexProps(PAGE_NAMESPACES);
