import { createHash } from 'node:crypto';
import type { Db } from '../../db/schema';
import { AppError } from '../../errors';
import { articleTitles } from '../content';
import { withEtag, type Thumbnail } from './thumbnails';

/**
 * News articles' thumbnails, drawn here with the catalogue's other pictures (its route is the
 * catalogue's thumbnails' path); the titles come from the content feature.
 */

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

/** The thumbnail of a news article (its English title, else any); 404 when the slug is unknown. */
export async function articleThumbnail(db: Db, slug: string): Promise<Thumbnail> {
  const rows = await articleTitles(db, slug);
  if (rows.length === 0) throw AppError.notFound(`Article ${slug} not found`);
  const row = rows.find((r) => r.lang === 'en') ?? rows[0];
  return withEtag(renderThumbnail({ seed: `news:${slug}`, title: row.title, subtitle: 'Aurum Casino' }));
}
