import type { Db } from '../../../db/schema';

/** The game_art statements: a game's drawing and its kept raster. */

/** The drawing of the game with this slug (enabled or not). */
export async function gameArtBySlug(db: Db, slug: string): Promise<{ svg: string; etag: string } | undefined> {
  return db
    .selectFrom('game as g')
    .innerJoin('game_art as a', 'a.game_id', 'g.id')
    .select(['a.svg', 'a.etag'])
    .where('g.slug', '=', slug)
    .executeTakeFirst();
}

/** The drawing and its kept raster (if any: `webp_from` is the drawing's ETag it was made of). */
export async function gameArtWithRasterBySlug(db: Db, slug: string) {
  return db
    .selectFrom('game as g')
    .innerJoin('game_art as a', 'a.game_id', 'g.id')
    .select(['a.game_id', 'a.svg', 'a.etag', 'a.webp', 'a.webp_etag', 'a.webp_from'])
    .where('g.slug', '=', slug)
    .executeTakeFirst();
}

export async function keepRaster(db: Db, gameId: number, raster: { webp: Buffer; etag: string; from: string }): Promise<void> {
  await db
    .updateTable('game_art')
    .set({ webp: raster.webp, webp_etag: raster.etag, webp_from: raster.from })
    .where('game_id', '=', gameId)
    .execute();
}
