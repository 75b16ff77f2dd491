/** The home page's data function: the CMS page 'home', the jackpots and a row of games per slots group. */
import type { GetStaticProps } from 'next';
import type { CmsPage } from '@/lib/content/types';
import { toCard, type GameCardData } from '@/lib/games/card';
import type { GameGroup } from '@/lib/games/types';
import type { Namespace } from '@/lib/i18n/namespaces';
import type { Jackpot } from '@/lib/jackpots/types';
import { toLocale } from '@/lib/routes';
import { basePageProps, onDemand, REVALIDATE_SECONDS, RETRY_SECONDS, type BasePageProps } from '@/lib/seo/pageProps.server';
import { getPagesBySlug } from '@/services/content/pages';
import { getGamesInGroups } from '@/services/games/cms';
import { getJackpots } from '@/services/jackpots/api';

export interface HomeProps extends BasePageProps {
  page: CmsPage | null;
  groups: (Pick<GameGroup, 'id' | 'slug' | 'title' | 'game_count'> & { games: GameCardData[] })[];
  jackpots: Jackpot[] | null;
}

/** Regenerated every minute; after a CMS failure sooner, so the real page comes back quickly. */
export function homePageProps(namespaces: readonly Namespace[], rowGames: number): GetStaticProps<HomeProps> {
  return async (context) => {
    const lang = toLocale(context.locale);
    const [base, pages, groups, jackpots] = await Promise.all([
      basePageProps(lang, namespaces, onDemand(context)),
      getPagesBySlug('home', lang),
      getGamesInGroups(lang, 'slots', rowGames),
      getJackpots(),
    ]);
    const page = pages[0] ?? null;
    const complete = page !== null && groups.length > 0;
    const rows = groups
      .filter((group) => group.games.length > 0)
      .map(({ id, slug, title, game_count, games }) => ({ id, slug, title, game_count, games: games.map(toCard) }));
    return { props: { ...base, page, groups: rows, jackpots }, revalidate: complete ? REVALIDATE_SECONDS : RETRY_SECONDS };
  };
}
