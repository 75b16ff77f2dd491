/** Shapes of the platform's games, groups, suppliers and menu (platform/README.md). */
import type { Locale } from '@/lib/routes';

interface SupplierRef {
  id: number;
  name: string;
  slug: string;
}

export interface Game {
  id: number;
  slug: string;
  name: string;
  friendly_name: string;
  supplier_id: number;
  supplier: SupplierRef | null;
  /** dd.mm.yyyy */
  release_date: string;
  release_timestamp?: number;
  is_new?: boolean;
  tags: string[];
  has_demo?: boolean;
  live_casino?: boolean;
  enabled?: boolean;
  /** Relative: /api/cms/thumbnails/{slug}.svg */
  thumbnail: string;
}

/** What a game card shows: the listing pages' props carry only these fields (page-data budget). */
export type GameCardData = Pick<Game, 'id' | 'slug' | 'name' | 'friendly_name' | 'release_date' | 'thumbnail' | 'supplier'>;

/** A game trimmed to its card's fields. */
export function toCard({ id, slug, name, friendly_name, release_date, thumbnail, supplier }: Game): GameCardData {
  return { id, slug, name, friendly_name, release_date, thumbnail, supplier: supplier ? { id: supplier.id, name: supplier.name, slug: supplier.slug } : null };
}

export type GroupType = 'slots' | 'livecasino';

export interface GameGroup {
  id: number;
  slug: string;
  name: string;
  type: GroupType;
  parent_id: number | null;
  sort_order: number;
  lang: Locale;
  title: string;
  description: string | null;
  translations?: Partial<Record<Locale, { title: string; description: string | null }>>;
  url: string;
  game_count: number;
}

export interface GameGroupWithGames extends GameGroup {
  games: Game[];
}

export interface Supplier {
  id: number;
  name: string;
  slug: string;
  game_count: number;
}

interface MenuChild {
  id: number;
  slug: string;
  title: string;
  type: GroupType;
  url: string;
  routeKey: string;
  params: { id: string; slug: string };
}

export interface MenuItem {
  key: string;
  routeKey: string;
  title: string;
  children: MenuChild[];
}

/** An entry of the player's favourites as the platform sends it. */
export interface FavouriteGame {
  id?: number | string;
  gameId?: number | string;
  slug?: string;
  [extra: string]: unknown;
}
