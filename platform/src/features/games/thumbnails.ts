import { createHash } from 'node:crypto';
import type { Db } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { drawGameArt, type GameArtInput } from './art';
import { svgToWebp } from './raster';
import { gameArtBySlug, gameArtWithRasterBySlug, keepRaster } from './store/art';

export interface Thumbnail {
  svg: string;
  etag: string;
}

const etagOf = (bytes: string | Buffer) => `"${createHash('sha1').update(bytes).digest('hex').slice(0, 20)}"`;

export const withEtag = (svg: string): Thumbnail => ({ svg, etag: etagOf(svg) });

/** A raster image and its ETag. */
export interface RasterThumbnail {
  webp: Buffer;
  etag: string;
}

/** A game's artwork row, drawn when the catalogue is seeded. */
export function artRow(gameId: number, game: GameArtInput): { game_id: number; svg: string; etag: string } {
  const { svg, etag } = withEtag(drawGameArt(game));
  return { game_id: gameId, svg, etag };
}

/** The artwork of a game (enabled or not), as seeded; 404/131 when the slug is unknown. */
export async function gameThumbnail(db: Db, slug: string): Promise<Thumbnail> {
  const row = await gameArtBySlug(db, slug);
  if (!row) throw new AppError(ErrorCode.GAME_NOT_FOUND, `Game ${slug} not found`);
  return row;
}

/** Renditions being made, by the ETag of their SVG: requests for one game at once share its rendering. */
const rendering = new Map<string, Promise<RasterThumbnail>>();

/**
 * The artwork of a game (enabled or not) as WebP: the kept rendition of its SVG, else one made now
 * and kept in its row (docs/decisions.md#game-art). A rendition of an older drawing (another
 * `webp_from`) is made again. 404/131 when the slug is unknown.
 */
export async function gameThumbnailWebp(db: Db, slug: string): Promise<RasterThumbnail> {
  const row = await gameArtWithRasterBySlug(db, slug);
  if (!row) throw new AppError(ErrorCode.GAME_NOT_FOUND, `Game ${slug} not found`);
  if (row.webp && row.webp_etag && row.webp_from === row.etag) return { webp: Buffer.from(row.webp), etag: row.webp_etag };
  let made = rendering.get(row.etag);
  if (!made) {
    made = (async () => {
      const webp = await svgToWebp(row.svg);
      const raster = { webp, etag: etagOf(webp) };
      await keepRaster(db, Number(row.game_id), { ...raster, from: row.etag });
      return raster;
    })().finally(() => rendering.delete(row.etag));
    rendering.set(row.etag, made);
  }
  return made;
}
