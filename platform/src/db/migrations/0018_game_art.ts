import type { Kysely } from 'kysely';

/** Each game's artwork, drawn when the catalogue is seeded (docs/decisions.md#game-art). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('game_art')
    .addColumn('game_id', 'integer', (c) => c.primaryKey().references('game.id').onDelete('cascade'))
    .addColumn('svg', 'text', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('game_art').execute();
}
