import type { PlatformDb } from '../db';

/** What every HTTP module gets: the database and the settings it needs. */
export interface AppContext {
  database: PlatformDb;
  adminToken?: string;
  sandboxEnabled: boolean;
}
