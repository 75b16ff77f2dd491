import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cms_page')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('blocks', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('cms_page_pk', ['slug', 'lang'])
    .execute();

  await db.schema
    .createTable('cms_site_settings')
    .addColumn('lang', 'text', (c) => c.primaryKey())
    .addColumn('footer_html', 'text', (c) => c.notNull())
    .addColumn('maintenance_banner', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cms_popup')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('cms_popup_pk', ['id', 'lang'])
    .execute();

  await db.schema
    .createTable('cms_notice')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message_fi', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message_et', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cms_notice').execute();
  await db.schema.dropTable('cms_popup').execute();
  await db.schema.dropTable('cms_site_settings').execute();
  await db.schema.dropTable('cms_page').execute();
}
