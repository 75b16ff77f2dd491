import { sql, type Kysely } from 'kysely';
import { isPostgres, withAutoId } from './util';

/**
 * Double entry (docs/decisions.md#double-entry-ledger): `wallet_ledger` holds every
 * entry of every money movement, the player's side (cash, promo, reserve, with the account's
 * balance after it) and the counterpart (house, bank, bonus, payout, reserve_control,
 * jackpot:<slug>; no balance_after, since a shared running balance would be a global lock). The
 * entries of one movement share a `txn` and sum to zero. A jackpot pool's opening entries have no
 * player, so player_id becomes nullable.
 *
 * Cut-over: every existing player-side row gets its counterpart row in its own txn
 * `legacy:<id>`, and every paid withdrawal its pay-out pair, so that the old history balances
 * too. Jackpot contributions move to per-player shards (`jackpot_shard`); the pools' opening
 * entries are written by the seed (features/jackpots openJackpotPools), for old and new pools.
 */

/** The counterpart account of each kind of player-side row (same as features/wallet CONTRA). */
const contraCase = sql`case kind
  when 'deposit' then 'bank'
  when 'withdrawal' then 'payout'
  when 'withdrawal_cancel' then 'payout'
  when 'bet' then 'house'
  when 'win' then 'house'
  when 'adjustment' then 'house'
  when 'bonus_grant' then 'bonus'
  when 'bonus_forfeit' then 'bonus'
  when 'bonus_convert' then 'bonus'
  when 'reserve_lock' then 'reserve_control'
  when 'reserve_release' then 'reserve_control'
  else 'house' end`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.alterTable('wallet_ledger').addColumn('txn', 'text').execute();
    await sql`update wallet_ledger set txn = 'legacy:' || id`.execute(db);
    await sql`alter table wallet_ledger alter column txn set not null, alter column player_id drop not null, alter column balance_after drop not null`.execute(
      db,
    );
  } else {
    // SQLite cannot drop NOT NULL: rebuild the table with the same ids.
    await withAutoId(db, db.schema.createTable('wallet_ledger_v2'))
      .addColumn('txn', 'text', (c) => c.notNull())
      .addColumn('player_id', 'bigint', (c) => c.references('player.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint')
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('reference', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into wallet_ledger_v2 (id, txn, player_id, kind, account, amount_cents, balance_after, idempotency_key, reference, created_at)
      select id, 'legacy:' || id, player_id, kind, account, amount_cents, balance_after, idempotency_key, reference, created_at from wallet_ledger`.execute(
      db,
    );
    await db.schema.dropTable('wallet_ledger').execute();
    await db.schema.alterTable('wallet_ledger_v2').renameTo('wallet_ledger').execute();
    await db.schema.createIndex('wallet_ledger_key_uq').on('wallet_ledger').columns(['player_id', 'idempotency_key']).unique().execute();
  }

  // Counterparts of the existing player-side rows, then the pay-out pairs of paid withdrawals.
  await sql`insert into wallet_ledger (txn, player_id, kind, account, amount_cents, balance_after, idempotency_key, reference, created_at)
    select txn, player_id, kind, ${contraCase}, -amount_cents, null, idempotency_key || '/' || ${contraCase}, reference, created_at
    from wallet_ledger where account in ('cash', 'promo', 'reserve') and amount_cents <> 0`.execute(db);
  for (const [account, sign, suffix] of [
    ['payout', -1, '/payout'],
    ['bank', 1, ''],
  ] as const) {
    await sql`insert into wallet_ledger (txn, player_id, kind, account, amount_cents, balance_after, idempotency_key, reference, created_at)
      select 'payout:' || id, player_id, 'withdrawal_payout', ${sql.lit(account)}, ${sql.lit(sign)} * amount_cents, null,
        'withdrawal:' || id || ':payout' || ${sql.lit(suffix)}, 'withdrawal:' || reference, coalesce(decided_at, created_at)
      from payment_withdrawal where status = 'paid'`.execute(db);
  }

  // Contributions land on the shard of the betting player (no lock shared by all bets); the
  // jackpot row keeps the pool's base (seed or reseed), the shown pool is base + shards.
  await db.schema
    .createTable('jackpot_shard')
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().references('jackpot.slug').onDelete('cascade'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('remainder_ppm', 'bigint', (c) => c.notNull().defaultTo(0))
    /** Whole cents the last contribution added (returned to the round for its ledger entries). */
    .addColumn('last_added_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('jackpot_shard_pk', ['shard', 'slug'])
    .execute();
  /** What a pool restarts from after a win (the house pays it in). */
  await db.schema
    .alterTable('jackpot')
    .addColumn('seed_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update jackpot set seed_cents = amount_cents`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jackpot_shard').execute();
  await db.schema.alterTable('jackpot').dropColumn('seed_cents').execute();
  await sql`delete from wallet_ledger where account not in ('cash', 'promo', 'reserve')`.execute(db);
  await db.schema.alterTable('wallet_ledger').dropColumn('txn').execute();
}
