import type { PlatformDb } from '../db';
import type { AccountsConfig } from '../features/accounts/config';

/** What every HTTP module gets: the database and the settings it needs. */
export interface AppContext {
  database: PlatformDb;
  adminToken?: string;
  sandboxEnabled: boolean;
  /** Sessions, rate limits, blocked countries/IPs, public path and clock of the accounts feature. */
  accounts: AccountsConfig;
}
