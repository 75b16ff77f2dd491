import type { Lang } from '../../langs';

export const GAME_GROUP_TYPES = ['slots', 'livecasino'] as const;
export type GameGroupType = (typeof GAME_GROUP_TYPES)[number];

/** "New" label window (docs/product/flows.md, docs/product/constants.md): release date less than 14 days old. */
export const NEW_GAME_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

interface SupplierRef {
  id: number;
  name: string;
  slug: string;
}

/** A game as every games endpoint answers it (snake_case like the CMS the site was built on). */
export interface Game {
  id: number;
  slug: string;
  name: string;
  friendly_name: string;
  supplier_id: number;
  supplier: SupplierRef;
  /** dd.mm.yyyy (docs/product/data.md). */
  release_date: string;
  /** Epoch ms of 00:00 UTC on the release day. */
  release_timestamp: number;
  /** Released less than 14 days ago. */
  is_new: boolean;
  tags: string[];
  has_demo: boolean;
  live_casino: boolean;
  enabled: boolean;
  /** Relative URL under the site's /api rewrite. */
  thumbnail: string;
}

export interface GroupTranslation {
  title: string;
  description: string | null;
}

export interface TranslatedGroup {
  id: number;
  slug: string;
  name: string;
  type: GameGroupType;
  parent_id: number | null;
  sort_order: number;
  /** Title and description in the requested language (fallback: the name and null). */
  lang: Lang;
  title: string;
  description: string | null;
  translations: Record<Lang, GroupTranslation>;
  /** Locale-less site path: /games/{id} for slots, /livecasino/{id} for live casino. */
  url: string;
  game_count: number;
}

export interface Supplier extends SupplierRef {
  game_count: number;
}
