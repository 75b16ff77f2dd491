/** getServerSideProps of the group pages (slots group, live casino group) and their short forms. */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { toLocale } from '@/lib/routes';
import { groupUrl } from '@/lib/routes/urls';
import { basePageProps } from '@/lib/seo/pageProps';
import { getChildGroups, getGroup, getGroups } from '@/services/games/cms';
import type { GameGroup, GameGroupWithGames, GroupType } from '@/services/games/types';
import type { GroupPageProps } from '@/components/games/GroupPage';
import { pageFromQuery, pageSlice } from '@/lib/pagination';
import { cacheFor, GAMES_PAGE_SIZE, idParam, permanentRedirect, stringParam } from './server';

async function relatedGroups(group: GameGroup): Promise<GameGroup[]> {
  if (group.type === 'slots') return getGroups(group.lang, 'slots');
  // Live casino: the categories under the same parent (or under this group when it is the parent).
  return getChildGroups(group.lang, group.parent_id ?? group.id);
}

/** The full group page: 404 for an unknown id, 308 to the right route/slug when they differ. */
export function groupPageProps(type: GroupType): GetServerSideProps<GroupPageProps> {
  return async (context: GetServerSidePropsContext) => {
    const lang = toLocale(context.locale);
    const id = idParam(context.params?.id);
    if (id === null) return { notFound: true };
    const [base, group] = await Promise.all([basePageProps(lang), getGroup(id, lang)]);
    if (!group) return { notFound: true };
    if (group.type !== type || stringParam(context.params?.slug) !== group.slug) {
      return permanentRedirect(groupUrl(group.id, group.type, lang, group.slug), context);
    }
    const related = await relatedGroups(group);
    const { items, page, pageCount } = pageSlice(group.games, pageFromQuery(context.query.page), GAMES_PAGE_SIZE);
    if (page !== pageFromQuery(context.query.page)) return { notFound: true };
    const summary: GameGroup = { ...group };
    delete (summary as Partial<GameGroupWithGames>).games;
    cacheFor(context);
    return { props: { ...base, group: summary, related, games: items, page, pageCount } };
  };
}

/** The short form /games/{id} or /livecasino/{id}: 308 to the full URL with the group's slug. */
export function groupRedirectProps(): GetServerSideProps {
  return async (context) => {
    const lang = toLocale(context.locale);
    const id = idParam(context.params?.id);
    if (id === null) return { notFound: true };
    const group = await getGroup(id, lang);
    if (!group) return { notFound: true };
    return permanentRedirect(groupUrl(group.id, group.type, lang, group.slug), context);
  };
}
