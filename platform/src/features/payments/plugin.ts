import type { FeaturePlugin } from '../../http/context';
import { paymentRoutes, playerPaymentRoutes } from './paymentRoutes';
import { transactionRoutes } from './transactionRoutes';
import { playerScope } from '../accounts';

/** Payments: methods, deposits, withdrawals, transaction lists (the bank's own pages are the sandbox's). */
export const paymentsPlugin: FeaturePlugin = async (app, options) => {
  await app.register(paymentRoutes, options);
  await app.register(playerScope(playerPaymentRoutes), options);
  await app.register(playerScope(transactionRoutes), options);
};
