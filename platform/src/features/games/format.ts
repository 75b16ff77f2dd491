import { NEW_GAME_WINDOW_MS, type Game } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00 UTC of the day `ms` falls on. */
export const startOfUtcDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy of an epoch-ms date (UTC). */
export function formatDateFi(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** yyyy-mm-dd of an epoch-ms date (UTC). */
export const formatDateIso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The game's artwork as the raster the site's image optimizer takes (its SVG is at the same path, .svg). */
const gameThumbnailUrl = (slug: string): string => `/api/cms/thumbnails/${encodeURIComponent(slug)}.webp`;

export interface GameRow {
  id: number;
  slug: string;
  name: string;
  friendly_name: string;
  supplier_id: number;
  supplier_name: string;
  supplier_slug: string;
  release_date: number;
  has_demo: number;
  live_casino: number;
  enabled: number;
}

export function toGame(row: GameRow, tags: string[], now: number): Game {
  const release = Number(row.release_date);
  return {
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    friendly_name: row.friendly_name,
    supplier_id: Number(row.supplier_id),
    supplier: { id: Number(row.supplier_id), name: row.supplier_name, slug: row.supplier_slug },
    release_date: formatDateFi(release),
    release_timestamp: release,
    is_new: now - release < NEW_GAME_WINDOW_MS && now >= release,
    tags,
    has_demo: Number(row.has_demo) === 1,
    live_casino: Number(row.live_casino) === 1,
    enabled: Number(row.enabled) === 1,
    thumbnail: gameThumbnailUrl(row.slug),
  };
}
