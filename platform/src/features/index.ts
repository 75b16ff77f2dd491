import type { FastifyInstance } from 'fastify';
import type { AppContext, FeaturePlugin } from '../http/context';
import { clockAdminPlugin } from '../http/clockAdmin';
import { healthPlugin } from '../http/health';
import { apiReferencePlugin } from '../http/apiReference';
import { openapiPlugin } from '../http/openapi';
import { accountsPlugin } from './accounts/plugin';
import { avatarsPlugin } from './avatars/plugin';
import { bonusesPlugin } from './bonuses/plugin';
import { cmsPlugin } from './cms/plugin';
import { articleAdminRoutes } from './content/adminRoutes';
import { contentPlugin } from './content/plugin';
import { documentsPlugin } from './documents/plugin';
import { gamesPlugin } from './games/plugin';
import { jackpotsPlugin } from './jackpots/plugin';
import { limitsPlugin } from './limits/plugin';
import { outboxPlugin } from './outbox/plugin';
import { paymentsPlugin } from './payments/plugin';
import { searchPlugin } from './search/plugin';
import { supportPlugin } from './support/plugin';
import { walletPlugin } from './wallet/plugin';

interface FeatureEntry {
  plugin: FeaturePlugin;
  /** URL prefix of every route of the plugin ('' = the root). */
  prefix: string;
}

/**
 * The one list of what the platform serves, in registration order. A new feature adds its
 * plugin here; player routes sit in the feature's player scope (accounts' playerScope.ts).
 */
const FEATURES: readonly FeatureEntry[] = [
  { plugin: openapiPlugin, prefix: '' },
  { plugin: apiReferencePlugin, prefix: '' },
  { plugin: healthPlugin, prefix: '' },
  { plugin: cmsPlugin, prefix: '' },
  { plugin: gamesPlugin, prefix: '' },
  { plugin: contentPlugin, prefix: '/cms' },
  { plugin: articleAdminRoutes, prefix: '/sandbox/admin' },
  { plugin: searchPlugin, prefix: '' },
  { plugin: jackpotsPlugin, prefix: '' },
  { plugin: accountsPlugin, prefix: '' },
  { plugin: outboxPlugin, prefix: '' },
  { plugin: walletPlugin, prefix: '' },
  { plugin: paymentsPlugin, prefix: '' },
  { plugin: avatarsPlugin, prefix: '' },
  { plugin: documentsPlugin, prefix: '' },
  { plugin: supportPlugin, prefix: '' },
  { plugin: limitsPlugin, prefix: '' },
  { plugin: clockAdminPlugin, prefix: '/sandbox/admin' },
  { plugin: bonusesPlugin, prefix: '' },
];

export async function registerFeatures(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const { plugin, prefix } of FEATURES) await app.register(plugin, { ctx, prefix });
}
