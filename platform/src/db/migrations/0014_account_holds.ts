import type { Kysely } from 'kysely';

/**
 * Account holds (docs/decisions.md#account-holds): what an operator's
 * back office puts on a player (email verification required, a PEP hit, a source-of-funds request,
 * a risk or AML block, payment methods not allowed for them), and the operator's own list of
 * blocked countries and client IPs, added to the ones of the environment. Booleans 0/1, money
 * integer cents, times epoch ms.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('player_hold')
    .addColumn('player_id', 'bigint', (c) => c.primaryKey().references('player.id').onDelete('cascade'))
    /** Deposits wait for a verified email (219); verifying the email lifts it. */
    .addColumn('email_unverified', 'integer', (c) => c.notNull().defaultTo(0))
    /** A politically exposed person hit under review (231). */
    .addColumn('pep_hit', 'integer', (c) => c.notNull().defaultTo(0))
    /** Source of funds asked for (234): deposits taking the credited total over the threshold wait. */
    .addColumn('source_of_funds_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source_of_funds_above_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    /** Blocked by the risk check (235) or the AML check (260). */
    .addColumn('risk_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('aml_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON array of the payment methods the player may not deposit with (129). */
    .addColumn('methods_not_allowed', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('operator_access_block')
    /** country (three-letter code, upper case) | ip */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('operator_access_block_pk', ['kind', 'value'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operator_access_block').execute();
  await db.schema.dropTable('player_hold').execute();
}
