/**
 * The database as Kysely sees it: every feature's own tables together. Each table's row type lives
 * with the feature that owns it, in features/<feature>/tables.ts (docs/decisions.md#features-own-their-tables);
 * a new table goes there and in a new migration.
 *
 * Portable column conventions (SQLite and PostgreSQL share one code path):
 * - booleans are `integer` 0/1 (better-sqlite3 cannot bind JS booleans);
 * - timestamps are epoch milliseconds in `bigint` columns (read back as JS numbers);
 * - money is integer cents;
 * - structured values (e.g. CMS blocks) are JSON text.
 */

import type { Kysely, Transaction } from 'kysely';
import type { AccountsTables } from '../features/accounts/tables';
import type { AvatarsTables } from '../features/avatars/tables';
import type { BonusesTables } from '../features/bonuses/tables';
import type { CmsTables } from '../features/cms/tables';
import type { ContentTables } from '../features/content/tables';
import type { DocumentsTables } from '../features/documents/tables';
import type { GamesTables } from '../features/games/tables';
import type { JackpotsTables } from '../features/jackpots/tables';
import type { LimitsTables } from '../features/limits/tables';
import type { OutboxTables } from '../features/outbox/tables';
import type { PaymentsTables } from '../features/payments/tables';
import type { PlayOverviewTables } from '../features/playOverview/tables';
import type { SupportTables } from '../features/support/tables';
import type { WalletTables } from '../features/wallet/tables';

/** Every table, by name. */
export interface Database
  extends
    AccountsTables,
    AvatarsTables,
    BonusesTables,
    CmsTables,
    ContentTables,
    DocumentsTables,
    GamesTables,
    JackpotsTables,
    LimitsTables,
    OutboxTables,
    PaymentsTables,
    PlayOverviewTables,
    SupportTables,
    WalletTables {}

/** A handle on the platform's database (a transaction is one too). */
export type Db = Kysely<Database>;
/** An open transaction on it. */
export type Trx = Transaction<Database>;
