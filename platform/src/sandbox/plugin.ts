import type { FeaturePlugin } from '../http/context';
import { connectBank } from '../features/payments';
import { sandboxBankDepositRoutes } from './bank/deposit';
import { bankFaultAdminRoutes } from './bank/faults';
import { bankPayoutAdminRoutes } from './bank/payouts';
import { sandboxBankRoutes } from './bank/routes';
import { simulatorStatusQuery } from './bank/statusQuery';
import { slotAdminRoutes } from './slot/adminRoutes';
import { sandboxSlotRoutes } from './slot/routes';

/**
 * The sandbox's parts, mounted under /sandbox by the platform's plugin list (src/plugins.ts) while
 * the sandbox is on (PLATFORM_SANDBOX). Each is a client of the features' public modules, as an
 * outside bank or game provider would be; no feature imports them (docs/decisions.md#sandbox-endpoints).
 */

/**
 * The bank simulator: its login and payment pages (/sandbox/bank), its faults and payouts
 * (/sandbox/admin), and its answer to the platform's status queries about deposits.
 */
export const sandboxBank: FeaturePlugin = async (app, options) => {
  const { db } = options.ctx.database;
  const disconnect = connectBank(db, simulatorStatusQuery(db));
  app.addHook('onClose', async () => disconnect());
  await app.register(sandboxBankRoutes, { ...options, prefix: '/bank' });
  await app.register(sandboxBankDepositRoutes, { ...options, prefix: '/bank' });
  await app.register(bankFaultAdminRoutes, { ...options, prefix: '/admin' });
  await app.register(bankPayoutAdminRoutes, { ...options, prefix: '/admin' });
};

/** The slot, the game server of every launch: its page, state and spins (/sandbox/slot), its seeds (/sandbox/admin). */
export const sandboxSlot: FeaturePlugin = async (app, options) => {
  await app.register(sandboxSlotRoutes, { ...options, prefix: '/slot' });
  await app.register(slotAdminRoutes, { ...options, prefix: '/admin' });
};
