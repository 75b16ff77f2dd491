import type { FeaturePlugin } from '../../http/context';
import { slotAdminRoutes } from '../../sandbox/slot/adminRoutes';
import { sandboxSlotRoutes } from '../../sandbox/slot/routes';
import { catalogueRoutes, menuRoutes } from './catalogueRoutes';
import { demoLaunchRoutes, playerGameRoutes } from './launchRoutes';
import { playerScope } from '../accounts';

/** Games: the catalogue (under /cms), menu and groups, launches, favourites, recent games, the slot. */
export const gamesPlugin: FeaturePlugin = async (app, options) => {
  await app.register(catalogueRoutes, { ...options, prefix: '/cms' });
  await app.register(menuRoutes, options);
  await app.register(demoLaunchRoutes, options);
  await app.register(playerScope(playerGameRoutes), options);
  await app.register(sandboxSlotRoutes, { ...options, prefix: '/sandbox/slot' });
  await app.register(slotAdminRoutes, { ...options, prefix: '/sandbox/admin' });
};
