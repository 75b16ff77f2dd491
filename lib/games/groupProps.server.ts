/** Data functions of the group pages (slots group, live casino group) and their short forms. */
import type { GetServerSideProps, GetStaticPaths, GetStaticProps } from 'next';
import { toLocale } from '@/lib/routes';
import { groupUrl } from '@/lib/routes/urls';
import { basePageProps, onDemand, REVALIDATE_SECONDS } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';
import { getChildGroups, getGroup, getGroups } from '@/services/games/cms';
import { toCard, type GameCardData } from '@/lib/games/card';
import { pageSlice } from '@/lib/pagination';
import { GAMES_PAGE_SIZE, idParam, pageParam, permanentRedirect, stringParam } from './server';
import type { GameGroup, GroupType } from '@/lib/games/types';

/** What a group page shows (components/games/GroupPage.tsx). */
export interface GroupPageProps {
  group: Pick<GameGroup, 'id' | 'slug' | 'type' | 'title' | 'description'>;
  /** Sibling or child groups for the chips. */
  related: Pick<GameGroup, 'id' | 'slug' | 'type' | 'title'>[];
  games: GameCardData[];
  page: number;
  pageCount: number;
}

async function relatedGroups(group: GameGroup): Promise<GameGroup[]> {
  if (group.type === 'slots') return getGroups(group.lang, 'slots');
  // Live casino: the categories under the same parent (or under this group when it is the parent).
  return getChildGroups(group.lang, group.parent_id ?? group.id);
}

/** Group pages are rendered on first request and then kept (regenerated every minute and on a change). */
export const groupPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

/**
 * The full group page (page n under /…/{id}/{slug}?page=n, lib/routes pagedRewrites): 404 for an
 * unknown id or a page past the last, 308 to the right route/slug when they differ.
 */
export function groupPageProps(type: GroupType, namespaces: readonly Namespace[]): GetStaticProps<GroupPageProps> {
  return async (context) => {
    const lang = toLocale(context.locale);
    const id = idParam(context.params?.id);
    const wanted = pageParam(context.params?.page);
    if (id === null || wanted === null) return { notFound: true };
    const [base, group] = await Promise.all([basePageProps(lang, namespaces, onDemand(context)), getGroup(id, lang, { orThrow: true })]);
    if (!group) return { notFound: true, revalidate: REVALIDATE_SECONDS };
    if (group.type !== type || stringParam(context.params?.slug) !== group.slug) {
      const target = groupUrl(group.id, group.type, lang, group.slug);
      return permanentRedirect(target, { query: wanted > 1 ? { page: String(wanted) } : {} });
    }
    const related = await relatedGroups(group);
    const { items, page, pageCount } = pageSlice(group.games, wanted, GAMES_PAGE_SIZE);
    if (page !== wanted) return { notFound: true, revalidate: REVALIDATE_SECONDS };
    const { id: groupId, slug, type: groupType, title, description } = group;
    return {
      props: {
        ...base,
        group: { id: groupId, slug, type: groupType, title, description },
        related: related.map((other) => ({ id: other.id, slug: other.slug, type: other.type, title: other.title })),
        games: items.map(toCard),
        page,
        pageCount,
      },
      revalidate: REVALIDATE_SECONDS,
    };
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
