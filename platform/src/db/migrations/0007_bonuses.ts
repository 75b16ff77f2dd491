import type { Kysely } from 'kysely';
import { withAutoId } from './util';

/**
 * Bonuses (docs/decisions.md#bonuses): the campaign a deposit redeems and each redemption
 * (once per player and campaign), free-spin bonus details (name, turnover factor, source,
 * cancellation), the promo wagering requirement, bonus wheel spins, progress and credited
 * rewards of the bonus game and the gold rush, loyalty points, and the affiliate welcome grant.
 * Money is integer cents (bigint), times epoch ms, booleans 0/1.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_deposit').addColumn('campaign_id', 'integer').execute();

  await db.schema
    .alterTable('free_spins')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('free_spins')
    .addColumn('turnover_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  /** campaign | wheel | bonusGame | goldRush | affiliate | sandbox */
  await db.schema
    .alterTable('free_spins')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('sandbox'))
    .execute();
  await db.schema
    .alterTable('free_spins')
    .addColumn('cancellable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('free_spins').addColumn('cancelled_at', 'bigint').execute();

  await db.schema
    .createTable('bonus_redemption')
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('campaign_id', 'integer', (c) => c.notNull())
    .addColumn('deposit_id', 'bigint', (c) => c.notNull().unique())
    .addColumn('promo_cents', 'bigint', (c) => c.notNull())
    .addColumn('free_spins', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bonus_redemption_pk', ['player_id', 'campaign_id'])
    .execute();

  await db.schema
    .createTable('bonus_wagering')
    .addColumn('player_id', 'bigint', (c) => c.primaryKey().references('player.id').onDelete('cascade'))
    /** Turnover the player's promo money still needs in all (factor times each bonus). */
    .addColumn('required_cents', 'bigint', (c) => c.notNull())
    /** Real-money turnover since the requirement started. */
    .addColumn('progress_cents', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withAutoId(db, db.schema.createTable('bonus_wheel_spin'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    /** What earned it: deposit:<id> | day:<yyyy-mm-dd> | sandbox:<key> */
    .addColumn('earned_by', 'text', (c) => c.notNull())
    .addColumn('earned_at', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.unique())
    /** Index of the prize in WHEEL_PRIZES once spun. */
    .addColumn('prize_index', 'integer')
    .addColumn('spun_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema.createIndex('bonus_wheel_spin_earned_uq').on('bonus_wheel_spin').columns(['player_id', 'earned_by']).unique().execute();

  await db.schema
    .createTable('bonus_progress')
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    /** bonusGame | goldRush | loyalty */
    .addColumn('programme', 'text', (c) => c.notNull())
    /** 'all' for the bonus game and loyalty; the gold rush week (yyyy-mm-dd of its Monday). */
    .addColumn('period', 'text', (c) => c.notNull())
    /** Real-money turnover counted (plus points from wheel prizes, as cents of turnover). */
    .addColumn('counted_cents', 'bigint', (c) => c.notNull())
    /** Points already spent (loyalty conversions). */
    .addColumn('spent_points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bonus_progress_pk', ['player_id', 'programme', 'period'])
    .execute();

  await db.schema
    .createTable('bonus_reward_credit')
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('programme', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('credited_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bonus_reward_credit_pk', ['player_id', 'programme', 'period', 'level'])
    .execute();

  await withAutoId(db, db.schema.createTable('loyalty_conversion'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('affiliate_welcome')
    .addColumn('player_id', 'bigint', (c) => c.primaryKey().references('player.id').onDelete('cascade'))
    .addColumn('affiliate_reference', 'text', (c) => c.notNull())
    .addColumn('free_spins_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'affiliate_welcome',
    'loyalty_conversion',
    'bonus_reward_credit',
    'bonus_progress',
    'bonus_wheel_spin',
    'bonus_wagering',
    'bonus_redemption',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  for (const c of ['cancelled_at', 'cancellable', 'source', 'turnover_factor', 'name'])
    await db.schema.alterTable('free_spins').dropColumn(c).execute();
  await db.schema.alterTable('payment_deposit').dropColumn('campaign_id').execute();
}
