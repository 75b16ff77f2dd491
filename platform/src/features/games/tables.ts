/**
 * The games feature's tables: their row types, and GamesTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */
import type { Generated } from 'kysely';

interface GameSupplierTable {
  id: number;
  slug: string;
  name: string;
  search_text: string;
}

interface GameTable {
  id: number;
  slug: string;
  name: string;
  friendly_name: string;
  supplier_id: number;
  /** Epoch ms of 00:00 UTC on the release day. */
  release_date: number;
  has_demo: number;
  live_casino: number;
  enabled: number;
  sort_order: number;
  name_norm: string;
  search_text: string;
  created_at: number;
}

/** A game's artwork, drawn at seed time (migration 0018_game_art). */
interface GameArtTable {
  game_id: number;
  svg: string;
  /** Quoted hash of the SVG, the ETag it is served with. */
  etag: string;
  /** The WebP rendition, made on its first request (migration 0019_game_art_webp); null until then. */
  webp: Buffer | null;
  /** Quoted hash of the WebP. */
  webp_etag: string | null;
  /** The `etag` of the SVG the WebP was made from: a WebP of an older drawing is made again. */
  webp_from: string | null;
}

interface GameTagTable {
  game_id: number;
  tag: string;
}

export interface GameGroupTable {
  id: number;
  slug: string;
  name: string;
  /** 'slots' | 'livecasino' */
  type: string;
  parent_id: number | null;
  sort_order: number;
  title_fi: string | null;
  title_et: string | null;
  title_en: string | null;
  description_fi: string | null;
  description_et: string | null;
  description_en: string | null;
}

interface GameGroupMemberTable {
  group_id: number;
  game_id: number;
  sort_order: number;
}

export interface GameLaunchTable {
  token_hash: string;
  player_id: number | null;
  game_id: number;
  mode: string;
  demo_balance_cents: number;
  lang: string;
  created_at: number;
  expires_at: number;
}

interface GameRoundTable {
  id: Generated<number>;
  round_id: string;
  player_id: number;
  game_id: number;
  idempotency_key: string;
  bet_cents: number;
  bet_cash_cents: number;
  bet_promo_cents: number;
  win_cents: number;
  free_spin: number;
  outcome: string;
  created_at: number;
  /** Hash of the request's game and bet (0012). */
  request_hash: string | null;
}

interface FavouriteGameTable {
  player_id: number;
  game_id: number;
  created_at: number;
}

/** The tables the games feature owns (db/schema.ts assembles Database from every feature's). */
export interface GamesTables {
  game_supplier: GameSupplierTable;
  game: GameTable;
  game_art: GameArtTable;
  game_tag: GameTagTable;
  game_group: GameGroupTable;
  game_group_member: GameGroupMemberTable;
  game_launch: GameLaunchTable;
  game_round: GameRoundTable;
  favourite_game: FavouriteGameTable;
}
