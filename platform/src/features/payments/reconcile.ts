import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { reconcileDeposits } from './deposits';

/** How the deposit reconciliation job runs (DEPOSIT_EXPIRY_MINUTES; interval and batch are fixed). */
export interface DepositReconcileSettings {
  /** A deposit still pending this long after it started is settled against the bank's record. */
  expiryMs: number;
  intervalMs: number;
  /** At most this many deposits per pass, so one pass stays short. */
  batch: number;
}

/** Once a minute, at most 100 deposits a pass (the expiry comes from the config). */
export const DEFAULT_DEPOSIT_RECONCILE: Omit<DepositReconcileSettings, 'expiryMs'> = { intervalMs: 60 * 1000, batch: 100 };

/**
 * Runs reconcileDeposits every intervalMs while the app listens (every instance may run it:
 * settling claims the pending row, so a deposit is settled once). A failed pass is logged and
 * the next one tries again.
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
