import type { FastifyInstance } from 'fastify';
import type { AppContext, FeaturePlugin } from './http/context';
import { clockAdminPlugin } from './http/clockAdmin';
import { healthPlugin } from './http/health';
import { apiReferencePlugin } from './http/apiReference';
import { openapiPlugin } from './http/openapi';
import { sandboxBank, sandboxSlot } from './sandbox/plugin';
import { accountsPlugin } from './features/accounts/plugin';
import { avatarsPlugin } from './features/avatars/plugin';
import { bonusesPlugin } from './features/bonuses/plugin';
import { cmsPlugin } from './features/cms/plugin';
import { articleAdminRoutes } from './features/content/adminRoutes';
import { contentPlugin } from './features/content/plugin';
import { documentsPlugin } from './features/documents/plugin';
import { gamesPlugin } from './features/games/plugin';
import { jackpotsPlugin } from './features/jackpots/plugin';
import { limitsPlugin } from './features/limits/plugin';
import { assertLoginAllowed } from './features/limits';
import { outboxPlugin } from './features/outbox/plugin';
import { paymentsPlugin } from './features/payments/plugin';
import { playOverviewPlugin } from './features/playOverview/plugin';
import { searchPlugin } from './features/search/plugin';
import { supportPlugin } from './features/support/plugin';
import { walletPlugin } from './features/wallet/plugin';

interface PluginEntry {
  plugin: FeaturePlugin;
  /** URL prefix of every route of the plugin ('' = the root). */
  prefix: string;
}

/**
 * The one list of what the platform serves, in registration order: the features, then the
 * sandbox's parts. A new feature adds its plugin here; player routes sit in the feature's player
 * scope (accounts' playerScope.ts).
 */
const FEATURES: readonly PluginEntry[] = [
  { plugin: openapiPlugin, prefix: '' },
  { plugin: apiReferencePlugin, prefix: '' },
  { plugin: healthPlugin, prefix: '' },
  { plugin: cmsPlugin, prefix: '' },
  { plugin: gamesPlugin, prefix: '' },
  { plugin: contentPlugin, prefix: '/cms' },
  { plugin: articleAdminRoutes, prefix: '/sandbox/admin' },
  { plugin: searchPlugin, prefix: '' },
  { plugin: jackpotsPlugin, prefix: '' },
  // Limits read accounts' players; accounts gets limits' login check here rather than import it.
  { plugin: accountsPlugin({ loginPlayCheck: assertLoginAllowed }), prefix: '' },
  { plugin: outboxPlugin, prefix: '' },
  { plugin: walletPlugin, prefix: '' },
  { plugin: paymentsPlugin, prefix: '' },
  { plugin: avatarsPlugin, prefix: '' },
  { plugin: documentsPlugin, prefix: '' },
  { plugin: supportPlugin, prefix: '' },
  { plugin: limitsPlugin, prefix: '' },
  { plugin: clockAdminPlugin, prefix: '/sandbox/admin' },
  { plugin: bonusesPlugin, prefix: '' },
  { plugin: playOverviewPlugin, prefix: '' },
];

/**
 * The sandbox's parts: the bank simulator and the slot, clients of the features as an outside bank
 * or game provider would be. Mounted while the sandbox is on (PLATFORM_SANDBOX; off by default
 * under NODE_ENV=production): left out, their paths answer 404 and the features that would send a
 * player to them refuse first (bank login and deposits 119, a game launch 132, each with 503).
 */
const SANDBOX: readonly PluginEntry[] = [
  { plugin: sandboxBank, prefix: '/sandbox' },
  { plugin: sandboxSlot, prefix: '/sandbox' },
];

export async function registerPlugins(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const { plugin, prefix } of [...FEATURES, ...(ctx.sandboxEnabled ? SANDBOX : [])]) await app.register(plugin, { ctx, prefix });
}
