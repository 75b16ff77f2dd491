import type { Kysely } from 'kysely';
import { isPostgres } from './util';

/**
 * Room for each game's raster artwork (docs/decisions.md#game-art): a WebP rendition of the SVG,
 * made on its first request and kept, with its ETag and the ETag of the SVG it was made from.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const bytes = isPostgres(db) ? 'bytea' : 'blob';
  await db.schema.alterTable('game_art').addColumn('webp', bytes).execute();
  await db.schema.alterTable('game_art').addColumn('webp_etag', 'text').execute();
  await db.schema.alterTable('game_art').addColumn('webp_from', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['webp_from', 'webp_etag', 'webp']) await db.schema.alterTable('game_art').dropColumn(column).execute();
}
