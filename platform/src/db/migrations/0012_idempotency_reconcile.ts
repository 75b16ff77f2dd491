import type { Kysely } from 'kysely';
import { withAutoId } from './util';

/**
 * Idempotency as payment APIs do it and the bank side of a deposit (docs/decisions.md#idempotency-keys,
 * docs/decisions.md#reconciliation):
 * - request_hash: SHA-256 of what a keyed money call asked for (game and bet, amount and method),
 *   so that a key reused with another payload is refused instead of replayed (null on older rows:
 *   not checked);
 * - payment_deposit.idempotency_key: the scoped key of a deposit start (unique), so that a retried
 *   start answers the same deposit;
 * - bank_payment: the bank simulator's own record of its decision, written before the platform
 *   is told; the reconciliation job settles pending deposits against it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_round').addColumn('request_hash', 'text').execute();
  await db.schema.alterTable('payment_withdrawal').addColumn('request_hash', 'text').execute();
  await db.schema.alterTable('payment_deposit').addColumn('request_hash', 'text').execute();
  await db.schema.alterTable('payment_deposit').addColumn('idempotency_key', 'text').execute();
  await db.schema.createIndex('payment_deposit_key_uq').on('payment_deposit').column('idempotency_key').unique().execute();
  await db.schema.createIndex('payment_deposit_status_idx').on('payment_deposit').columns(['status', 'created_at']).execute();

  await withAutoId(db, db.schema.createTable('bank_payment'))
    .addColumn('deposit_id', 'bigint', (c) => c.notNull().unique().references('payment_deposit.id').onDelete('cascade'))
    /** approve | decline | cancel | fail */
    .addColumn('decision', 'text', (c) => c.notNull())
    /** JSON: the person the bank identified (a new customer's approval), else null. */
    .addColumn('person', 'text')
    .addColumn('decided_at', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_payment').execute();
  await db.schema.dropIndex('payment_deposit_status_idx').execute();
  await db.schema.dropIndex('payment_deposit_key_uq').execute();
  await db.schema.alterTable('payment_deposit').dropColumn('idempotency_key').execute();
  await db.schema.alterTable('payment_deposit').dropColumn('request_hash').execute();
  await db.schema.alterTable('payment_withdrawal').dropColumn('request_hash').execute();
  await db.schema.alterTable('game_round').dropColumn('request_hash').execute();
}
