import type { FeaturePlugin } from '../../http/context';
import { accountsAdminRoutes } from './adminRoutes';
import { authRoutes, passwordRoutes } from './authRoutes';
import { bankLoginRoutes } from './bankLoginRoutes';
import { complianceAdminRoutes } from './complianceAdminRoutes';
import { profileOptionalSessionRoutes, profileRoutes } from './profileRoutes';
import { playerScope } from './playerScope';

/** Everything of the accounts feature: player API, bank login, sandbox admin (the bank's own pages are the sandbox's). */
export const accountsPlugin: FeaturePlugin = async (app, options) => {
  await app.register(authRoutes, options);
  await app.register(profileOptionalSessionRoutes, options);
  await app.register(playerScope(profileRoutes), options);
  await app.register(playerScope(passwordRoutes), options);
  await app.register(bankLoginRoutes, options);
  await app.register(accountsAdminRoutes, { ...options, prefix: '/sandbox/admin' });
  await app.register(complianceAdminRoutes, { ...options, prefix: '/sandbox/admin' });
};
