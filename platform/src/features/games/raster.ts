import sharp from 'sharp';

/**
 * The raster rendition of a game's artwork (docs/decisions.md#game-art): the site's image
 * optimizer resizes rasters only (it passes an SVG through as it is), so each SVG is also drawn as
 * a WebP of twice its size (800 × 600 from the 400 × 300 drawing), enough for the widest tile on a
 * 2× screen; the optimizer never enlarges. The quality is high because the optimizer encodes again
 * (at 75) for each width it serves.
 */
const DENSITY_DPI = 72 * 2;
const WEBP_QUALITY = 90;

/** Renders in turn: one drawing at a time holds one of libuv's threads, never all of them. */
let previous: Promise<unknown> = Promise.resolve();

/** The SVG as a WebP twice its size. */
export function svgToWebp(svg: string): Promise<Buffer> {
  const rendered = previous.then(() => sharp(Buffer.from(svg), { density: DENSITY_DPI }).webp({ quality: WEBP_QUALITY }).toBuffer());
  previous = rendered.catch(() => undefined);
  return rendered;
}
