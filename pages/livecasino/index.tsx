import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { GameRow } from '@/components/games/GameRow';
import { GamesSeo } from '@/components/games/GamesSeo';
import { GroupNav } from '@/components/games/GroupNav';
import { EmptyState, PageHeader } from '@/components/games/PageHeader';
import { toLocale } from '@/lib/routes';
import { groupUrl } from '@/lib/routes/urls';
import type { Namespace } from '@/lib/i18n/namespaces';
import { basePageProps, onDemand, REVALIDATE_SECONDS, RETRY_SECONDS, type BasePageProps } from '@/lib/seo/pageProps';
import { getChildGroups, getGroup } from '@/services/games/cms';
import { toCard, type GameCardData } from '@/lib/games/card';
import type { GameGroup, GameGroupWithGames } from '@/lib/games/types';

/** The live casino parent group's slug (platform seed). */
const LIVE_CASINO_PARENT = 'live-casino';
const ROW_GAMES = 12;

interface LiveCasinoProps extends BasePageProps {
  title: string | null;
  description: string | null;
  groups: (Pick<GameGroup, 'id' | 'slug' | 'title' | 'game_count'> & { games: GameCardData[] })[];
}

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

export const getStaticProps: GetStaticProps<LiveCasinoProps> = async (context) => {
  const lang = toLocale(context.locale);
  const [base, parent, children] = await Promise.all([
    basePageProps(lang, PAGE_NAMESPACES, onDemand(context)),
    getGroup(LIVE_CASINO_PARENT, lang),
    getChildGroups(lang, LIVE_CASINO_PARENT),
  ]);
  const groups = (await Promise.all(children.map((child) => getGroup(child.id, lang))))
    .filter((group): group is GameGroupWithGames => group !== null)
    .map(({ id, slug, title, game_count, games }) => ({ id, slug, title, game_count, games: games.slice(0, ROW_GAMES).map(toCard) }));
  return {
    props: { ...base, title: parent?.title ?? null, description: parent?.description ?? null, groups },
    revalidate: groups.length > 0 ? REVALIDATE_SECONDS : RETRY_SECONDS,
  };
};
