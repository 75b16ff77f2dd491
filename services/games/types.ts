/** Shapes of the platform's games, groups, suppliers and menu (platform/README.md). */
import type { Locale } from '@/lib/routes';
import { isNewGame } from '@/lib/games/newGame';

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

/**
 * What a game card shows. The listing pages' props carry only this (page-data budget): the name
 * to show, and `isNew` decided when the page is rendered (pages are regenerated every minute; the
 * label changes by the day). A full Game (the player's lists in the store) also fits.
 */
export type GameCardData = Pick<Game, 'id' | 'slug' | 'name' | 'thumbnail' | 'supplier'> &
  Partial<Pick<Game, 'friendly_name' | 'release_date'>> & { isNew?: boolean };

/** A game trimmed to its card's fields. */
export function toCard(game: Game): GameCardData {
  const { id, slug, thumbnail, supplier } = game;
  const card: GameCardData = {
    id,
    slug,
    name: game.friendly_name || game.name,
    thumbnail,
    supplier: supplier ? { id: supplier.id, name: supplier.name, slug: supplier.slug } : null,
  };
  if (isNewGame(game.release_date)) card.isNew = true;
  return card;
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
