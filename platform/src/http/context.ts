import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import type { AccountsConfig, DepositReconcileSettings, SiteRevalidateTarget } from '../config';
import type { PlatformDb } from '../db';

/** What every feature plugin gets: the database, the clock and the settings it needs. */
export interface AppContext {
  database: PlatformDb;
  /** The one clock of the platform: every "now" of a request comes from here. */
  clock: Clock;
  adminToken?: string;
  /** The sandbox is on: its bank simulator and slot are mounted (src/plugins.ts), its admin endpoints answer. */
  sandboxEnabled: boolean;
  /** Sessions, rate limits, blocked countries/IPs and public path of the accounts feature. */
  accounts: AccountsConfig;
  /** Where uploaded player documents are stored (outside any web root). */
  documentsDir: string;
  /** Where the sandbox admin announces CMS changes (SITE_REVALIDATE_URL); unset = nowhere. */
  siteRevalidate?: SiteRevalidateTarget;
  /** The pending-deposit reconciliation job's settings (its job: features/payments/reconcile.ts). */
  depositReconcile: DepositReconcileSettings;
}

interface FeatureOptions {
  ctx: AppContext;
}

/** A feature's Fastify plugin (and each route module inside it): registered with the context. */
export type FeaturePlugin = FastifyPluginAsync<FeatureOptions>;
