import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { reconciliationPassed } from '../../metrics/money';
import { reconcileDeposits } from './depositSettlement';
import { countOverdueDeposits } from './store/deposits';

/**
 * Runs reconcileDeposits every intervalMs while the app listens (every instance may run it:
 * settling claims the pending row, so a deposit is settled once). A failed pass is logged and
 * the next one tries again. After each pass the deposits still pending past their expiry go to
 * the metrics (platform_deposits_overdue).
 */
export function startDepositReconciliation(app: FastifyInstance, ctx: AppContext): void {
  const settings = ctx.depositReconcile;
  const deps = { db: ctx.database.db, cfg: ctx.accounts, clock: ctx.clock };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const pass = async () => {
    try {
      const result = await reconcileDeposits(deps, settings.expiryMs, settings.batch);
      if (result.credited + result.failed + result.other > 0) app.log.info({ reconciled: result }, 'pending deposits reconciled');
      if (result.unreachable > 0)
        app.log.warn({ reconciled: result }, 'the bank did not answer; deposits stay pending until the next pass');
      // What this pass could not settle (the bank away, more than a batch): an alert if it stays.
      reconciliationPassed(await countOverdueDeposits(deps.db, deps.clock.now() - settings.expiryMs));
    } catch (err) {
      app.log.error({ err }, 'deposit reconciliation failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (!running) running = pass().finally(() => (running = undefined));
    }, settings.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
