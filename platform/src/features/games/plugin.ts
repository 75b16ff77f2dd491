import type { FeaturePlugin } from '../../http/context';
import { catalogueRoutes, menuRoutes } from './catalogueRoutes';
import { demoLaunchRoutes, playerGameRoutes } from './launchRoutes';
import { playerScope } from '../accounts';

/** Games: the catalogue (under /cms), menu and groups, launches, favourites, recent games (the slot that plays them is the sandbox's). */
export const gamesPlugin: FeaturePlugin = async (app, options) => {
  await app.register(catalogueRoutes, { ...options, prefix: '/cms' });
  await app.register(menuRoutes, options);
  await app.register(demoLaunchRoutes, options);
  await app.register(playerScope(playerGameRoutes), options);
};
