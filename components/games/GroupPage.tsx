import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { toLocale, type RouteKey } from '@/lib/routes';
import { groupUrl } from '@/lib/routes/urls';
import type { GroupPageProps } from '@/lib/games/groupProps.server';
import { GameGrid } from './GameGrid';
import { GamesSeo } from './GamesSeo';
import { GroupNav } from './GroupNav';
import { EmptyState, PageHeader } from './PageHeader';
import { Pagination } from '@/components/common/Pagination';

/** A slots group or live casino group: its name, description, the other groups and its games, paged. */
export function GroupPage({ group, related, games, page, pageCount }: GroupPageProps) {
  const { t } = useTranslation('games');
  const locale = toLocale(useRouter().locale);
  const routeKey: RouteKey = group.type === 'livecasino' ? 'liveCasinoGroup' : 'slotsGroup';
  const params = { id: group.id, slug: group.slug };
  const description = group.description || t('group.description', { name: group.title });
  return (
    <>
      <GamesSeo
        routeKey={routeKey}
        params={params}
        name={page > 1 ? t('pageTitleWithPage', { title: group.title, page }) : group.title}
        description={description}
      />
      <PageHeader title={group.title} lead={group.description} />
      <GroupNav
        label={t('groupsLabel')}
        links={related.map((other) => ({
          key: other.id,
          href: groupUrl(other.id, other.type, locale, other.slug),
          label: other.title,
          current: other.id === group.id,
        }))}
      />
      {games.length === 0 ? (
        <EmptyState>{t('group.empty')}</EmptyState>
      ) : (
        <GameGrid games={games} locale={locale} eager={page === 1 ? 6 : 0} label={t('group.gamesLabel', { name: group.title })} />
      )}
      <Pagination page={page} pageCount={pageCount} basePath={groupUrl(group.id, group.type, locale, group.slug)} />
    </>
  );
}
