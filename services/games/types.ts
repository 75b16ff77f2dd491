/** Shapes of the platform's games, groups, news, affiliates, search and jackpots (platform/README.md). */
export type Lang = 'fi' | 'et' | 'en';

export interface SupplierRef {
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

export type GroupType = 'slots' | 'livecasino';

export interface GameGroup {
  id: number;
  slug: string;
  name: string;
  type: GroupType;
  parent_id: number | null;
  sort_order: number;
  lang: Lang;
  title: string;
  description: string | null;
  translations?: Partial<Record<Lang, { title: string; description: string | null }>>;
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

export interface Paged<T> {
  count: number;
  pageCount: number;
  page: number;
  items: T[];
}

export interface ArticleSummary {
  slug: string;
  lang: Lang;
  title: string;
  excerpt: string;
  thumbnail: string;
  /** yyyy-mm-dd */
  date: string;
  /** dd.mm.yyyy */
  date_parsed: string;
  timestamp: number;
}

export interface Article extends ArticleSummary {
  body: string;
  languages: Lang[];
}

export interface Affiliate {
  reference: string;
  slug: string;
  message_fi: string;
  message_en: string;
  message_et: string;
  granted_free_spins: number;
  free_spin_game: { id: number; slug: string; title: string } | null;
}

export interface MenuChild {
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

export interface SearchResult {
  games: Game[];
  suppliers: (Supplier & { friendly_name: string })[];
  tags: { slug: string; name: string; friendly_name: string; game_count: number }[];
  content: { slug: string; lang: Lang; title: string; friendly_name: string; description: string | null }[];
  articles: { slug: string; title: string; friendly_name: string; thumbnail: string; date_parsed: string }[];
}

export interface Jackpot {
  slug: string;
  name: string;
  amount: number;
  currency: string;
}

export const EMPTY_SEARCH: SearchResult = { games: [], suppliers: [], tags: [], content: [], articles: [] };
