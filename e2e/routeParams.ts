import type { RouteKey } from '../lib/routes';

/** Parameters of the seeded content for the routes that take some (a group, a provider, an article, a game). */
export const ROUTE_PARAMS: Partial<Record<RouteKey, Record<string, string>>> = {
  slotsGroup: { id: '1', slug: 'popular' },
  slotsGroupById: { id: '1' },
  liveCasinoGroup: { id: '21', slug: 'live-roulette' },
  liveCasinoGroupById: { id: '21' },
  singleProvider: { id: '84', slug: 'zinniacrest-digital' },
  providerById: { id: '84' },
  newsArticle: { slug: 'nordic-tales-collection' },
  infoPage: { slug: 'help' },
  gamePlay: { slug: 'kuldne-mang' },
};

export const routeParams = (key: RouteKey): Record<string, string> => ROUTE_PARAMS[key] ?? {};
