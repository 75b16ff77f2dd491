import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listGroups } from './groups';
import type { Lang } from '../../langs';

interface MenuChild {
  id: number;
  slug: string;
  title: string;
  type: string;
  url: string;
  /** Key of the site's route table and its params. */
  routeKey: string;
  params: { id: string; slug: string };
}

export interface MenuItem {
  key: string;
  routeKey: string;
  title: string;
  children: MenuChild[];
}

const TITLES: Record<string, Record<Lang, string>> = {
  home: { fi: 'Etusivu', et: 'Avaleht', en: 'Home' },
  games: { fi: 'Kasinopelit', et: 'Kasiinomängud', en: 'Casino games' },
  livecasino: { fi: 'Live-kasino', et: 'Live-kasiino', en: 'Live casino' },
  campaigns: { fi: 'Kampanjat', et: 'Pakkumised', en: 'Campaigns' },
  bonuswheel: { fi: 'Bonuspyörä', et: 'Boonusratas', en: 'Bonus wheel' },
};

/**
 * The top navigation of docs/product/screens.md: home, casino games with a link per slots group, live
 * casino with a link per child group, campaigns and the bonus wheel. Favourites and last played
 * are added by the site when the player is logged in.
 */
export async function getMenu(db: Kysely<Database>, lang: Lang): Promise<MenuItem[]> {
  const groups = await listGroups(db, lang);
  const child = (g: (typeof groups)[number]): MenuChild => ({
    id: g.id,
    slug: g.slug,
    title: g.title,
    type: g.type,
    url: g.url,
    routeKey: g.type === 'livecasino' ? 'liveCasinoGroup' : 'slotsGroup',
    params: { id: String(g.id), slug: g.slug },
  });
  const withGames = groups.filter((g) => g.game_count > 0);
  return [
    { key: 'home', routeKey: 'home', title: TITLES.home[lang], children: [] },
    {
      key: 'games',
      routeKey: 'slotsIndex',
      title: TITLES.games[lang],
      children: withGames.filter((g) => g.type === 'slots' && g.parent_id === null).map(child),
    },
    {
      key: 'livecasino',
      routeKey: 'liveCasino',
      title: TITLES.livecasino[lang],
      children: withGames.filter((g) => g.type === 'livecasino' && g.parent_id !== null).map(child),
    },
    { key: 'campaigns', routeKey: 'campaigns', title: TITLES.campaigns[lang], children: [] },
    { key: 'bonuswheel', routeKey: 'bonusWheel', title: TITLES.bonuswheel[lang], children: [] },
  ];
}
