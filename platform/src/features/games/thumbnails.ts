import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { drawGameArt, type GameArtInput } from './art';
import { svgToWebp } from './raster';

const THUMBNAIL_WIDTH = 400;
const THUMBNAIL_HEIGHT = 300;

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function hue(seed: string, salt: string): number {
  return createHash('sha1').update(`${salt}:${seed}`).digest().readUInt16BE(0) % 360;
}

/** Up to two initials of the title's words ('Book of Sand Low' → 'BS'). */
function initials(title: string): string {
  const words = title.split(/\s+/).filter((w) => w && !/^(of|the|and|or|a|an)$/i.test(w) && /\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => [...w][0].toUpperCase())
    .join('');
}

const clip = (s: string, max: number) => ([...s].length > max ? `${[...s].slice(0, max - 1).join('')}…` : s);

/**
 * A news article's deterministic 400×300 SVG: a diagonal gradient whose colours come from the
 * slug, the title's initials and the title. No external fonts or images. (Games have their own
 * artwork: ./art.ts.)
 */
function renderThumbnail(opts: { seed: string; title: string; subtitle: string }): string {
  const h1 = hue(opts.seed, 'a');
  const h2 = (h1 + 40 + (hue(opts.seed, 'b') % 120)) % 360;
  const w = THUMBNAIL_WIDTH;
  const h = THUMBNAIL_HEIGHT;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(opts.title)}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${h1},70%,45%)"/><stop offset="1" stop-color="hsl(${h2},75%,22%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    `<circle cx="${w - 60}" cy="60" r="90" fill="#fff" fill-opacity="0.08"/>`,
    `<text x="50%" y="52%" text-anchor="middle" font-family="Verdana, DejaVu Sans, sans-serif" font-size="96" font-weight="700" fill="#fff" fill-opacity="0.92">${escapeXml(initials(opts.title) || '?')}</text>`,
    `<text x="50%" y="74%" text-anchor="middle" font-family="Verdana, DejaVu Sans, sans-serif" font-size="24" font-weight="700" fill="#fff">${escapeXml(clip(opts.title, 28))}</text>`,
    `<text x="50%" y="88%" text-anchor="middle" font-family="Verdana, DejaVu Sans, sans-serif" font-size="16" fill="#fff" fill-opacity="0.8">${escapeXml(clip(opts.subtitle, 36))}</text>`,
    '</svg>',
  ].join('');
}

export interface Thumbnail {
  svg: string;
  etag: string;
}

const etagOf = (bytes: string | Buffer) => `"${createHash('sha1').update(bytes).digest('hex').slice(0, 20)}"`;

const withEtag = (svg: string): Thumbnail => ({ svg, etag: etagOf(svg) });

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
export async function gameThumbnail(db: Kysely<Database>, slug: string): Promise<Thumbnail> {
  const row = await db
    .selectFrom('game as g')
    .innerJoin('game_art as a', 'a.game_id', 'g.id')
    .select(['a.svg', 'a.etag'])
    .where('g.slug', '=', slug)
    .executeTakeFirst();
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
export async function gameThumbnailWebp(db: Kysely<Database>, slug: string): Promise<RasterThumbnail> {
  const row = await db
    .selectFrom('game as g')
    .innerJoin('game_art as a', 'a.game_id', 'g.id')
    .select(['a.game_id', 'a.svg', 'a.etag', 'a.webp', 'a.webp_etag', 'a.webp_from'])
    .where('g.slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.GAME_NOT_FOUND, `Game ${slug} not found`);
  if (row.webp && row.webp_etag && row.webp_from === row.etag) return { webp: Buffer.from(row.webp), etag: row.webp_etag };
  let made = rendering.get(row.etag);
  if (!made) {
    made = (async () => {
      const webp = await svgToWebp(row.svg);
      const raster = { webp, etag: etagOf(webp) };
      await db
        .updateTable('game_art')
        .set({ webp, webp_etag: raster.etag, webp_from: row.etag })
        .where('game_id', '=', row.game_id)
        .execute();
      return raster;
    })().finally(() => rendering.delete(row.etag));
    rendering.set(row.etag, made);
  }
  return made;
}

/** The thumbnail of a news article (its English title, else any); 404 when the slug is unknown. */
export async function articleThumbnail(db: Kysely<Database>, slug: string): Promise<Thumbnail> {
  const rows = await db.selectFrom('blog_article').select(['lang', 'title']).where('slug', '=', slug).execute();
  if (rows.length === 0) throw AppError.notFound(`Article ${slug} not found`);
  const row = rows.find((r) => r.lang === 'en') ?? rows[0];
  return withEtag(renderThumbnail({ seed: `news:${slug}`, title: row.title, subtitle: 'Aurum Casino' }));
}
