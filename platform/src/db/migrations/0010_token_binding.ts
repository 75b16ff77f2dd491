import type { Kysely } from 'kysely';

/**
 * Tokens bound to their owner (docs/decisions.md#tokens-bound-to-their-owner): a bank login
 * and a deposit remember the browser that started them (SHA-256 of its binding cookie), so that
 * only that browser, or the player's own session, can see or decide them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bank_login').addColumn('browser_hash', 'text').execute();
  await db.schema.alterTable('payment_deposit').addColumn('browser_hash', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_deposit').dropColumn('browser_hash').execute();
  await db.schema.alterTable('bank_login').dropColumn('browser_hash').execute();
}
