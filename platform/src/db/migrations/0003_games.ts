import type { Kysely } from 'kysely';

/**
 * Game catalogue (suppliers, games, tags, groups), jackpots, news articles and affiliates.
 * Ids of suppliers, games and groups are natural (they come from the seed files and appear in
 * URLs), so they are plain integer keys, not auto-increment.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('game_supplier')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    /** lower-case, accents stripped, punctuation as spaces (search). */
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('game')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('friendly_name', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('game_supplier.id'))
    /** Epoch ms of 00:00 UTC on the release day. */
    .addColumn('release_date', 'bigint', (c) => c.notNull())
    .addColumn('has_demo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('live_casino', 'integer', (c) => c.notNull().defaultTo(0))
    /** 0: listed nowhere, and launching it answers 132 (game disabled). */
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    /** Normalised friendly name (search ranking). */
    .addColumn('name_norm', 'text', (c) => c.notNull())
    /** Normalised friendly name, name, supplier name and tags (search matching). */
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_supplier_idx').on('game').column('supplier_id').execute();
  await db.schema.createIndex('game_release_idx').on('game').column('release_date').execute();

  await db.schema
    .createTable('game_tag')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_tag_pk', ['game_id', 'tag'])
    .execute();
  await db.schema.createIndex('game_tag_tag_idx').on('game_tag').column('tag').execute();

  await db.schema
    .createTable('game_group')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    /** 'slots' or 'livecasino'. */
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('game_group.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title_fi', 'text')
    .addColumn('title_et', 'text')
    .addColumn('title_en', 'text')
    .addColumn('description_fi', 'text')
    .addColumn('description_et', 'text')
    .addColumn('description_en', 'text')
    .execute();

  await db.schema
    .createTable('game_group_member')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('game_group.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('game_group_member_pk', ['group_id', 'game_id'])
    .execute();
  await db.schema.createIndex('game_group_member_game_idx').on('game_group_member').column('game_id').execute();

  await db.schema
    .createTable('jackpot')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    /** Share of each bet that feeds the pot, in parts per million of the bet. */
    .addColumn('contribution_ppm', 'integer', (c) => c.notNull())
    /** Fractions of a cent carried over between bets (in millionths of a cent). */
    .addColumn('remainder_ppm', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blog_article')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_article_pk', ['slug', 'lang'])
    .execute();
  await db.schema.createIndex('blog_article_lang_idx').on('blog_article').columns(['lang', 'published_at']).execute();

  await db.schema
    .createTable('affiliate')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('message_fi', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message_et', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('granted_free_spins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_spin_game_id', 'integer', (c) => c.references('game.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('affiliate_page')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('affiliate_reference', 'text', (c) => c.notNull().references('affiliate.reference'))
    .addColumn('title_fi', 'text', (c) => c.notNull())
    .addColumn('title_et', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('body_fi', 'text', (c) => c.notNull())
    .addColumn('body_et', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'affiliate_page',
    'affiliate',
    'blog_article',
    'jackpot',
    'game_group_member',
    'game_group',
    'game_tag',
    'game',
    'game_supplier',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
