import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { GameRow } from '@/components/games/GameRow';
import { GamesSeo } from '@/components/games/GamesSeo';
import { GroupNav } from '@/components/games/GroupNav';
import { EmptyState, PageHeader } from '@/components/games/PageHeader';
import { toLocale } from '@/lib/routes';
import { groupUrl } from '@/lib/routes/urls';
import type { Namespace } from '@/lib/i18n/namespaces';
import { liveCasinoProps, type LiveCasinoProps } from '@/lib/games/catalogueProps.server';

const ROW_GAMES = 12;

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

/** Live casino: its categories (child groups) with a row of tables each. */
export default function LiveCasinoPage({ title, description, groups }: LiveCasinoProps) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  const heading = title || tc('routes.liveCasino.heading');
  return (
    <>
      <GamesSeo routeKey="liveCasino" name={heading} description={description || tc('routes.liveCasino.description')} />
      <PageHeader title={heading} lead={description} />
      <GroupNav
        label={t('groupsLabel')}
        links={groups.map((group) => ({ key: group.id, href: groupUrl(group.id, 'livecasino', locale, group.slug), label: group.title }))}
      />
      {groups.length === 0 && <EmptyState>{t('group.empty')}</EmptyState>}
      {groups.map((group, index) => (
        <GameRow
          key={group.id}
          title={group.title}
          href={groupUrl(group.id, 'livecasino', locale, group.slug)}
          games={group.games.slice(0, ROW_GAMES)}
          count={group.game_count}
          locale={locale}
          eager={index === 0 ? 4 : 0}
        />
      ))}
    </>
  );
}

export const getStaticProps = liveCasinoProps(PAGE_NAMESPACES, ROW_GAMES);
