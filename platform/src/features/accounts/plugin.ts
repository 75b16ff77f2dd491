import type { FeaturePlugin } from '../../http/context';
import { accountsAdminRoutes } from './adminRoutes';
import { authRoutes, passwordRoutes } from './authRoutes';
import { bankLoginRoutes } from './bankLoginRoutes';
import { complianceAdminRoutes } from './complianceAdminRoutes';
import type { LoginPlayCheck } from './deps';
import { profileOptionalSessionRoutes, profileRoutes } from './profileRoutes';
import { playerScope } from './playerScope';

/** What the platform gives the accounts feature from the rules above it (src/plugins.ts). */
interface AccountsRules {
  /** The login door's responsible-gaming check (limits' self-exclusion register). */
  loginPlayCheck: LoginPlayCheck;
}

/** Everything of the accounts feature: player API, bank login, sandbox admin (the bank's own pages are the sandbox's). */
export const accountsPlugin =
  ({ loginPlayCheck }: AccountsRules): FeaturePlugin =>
  async (app, options) => {
    await app.register(authRoutes, { ...options, loginPlayCheck });
    await app.register(profileOptionalSessionRoutes, options);
    await app.register(playerScope(profileRoutes), options);
    await app.register(playerScope(passwordRoutes), options);
    await app.register(bankLoginRoutes, { ...options, loginPlayCheck });
    await app.register(accountsAdminRoutes, { ...options, prefix: '/sandbox/admin' });
    await app.register(complianceAdminRoutes, { ...options, prefix: '/sandbox/admin' });
  };
