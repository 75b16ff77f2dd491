/**
 * The content feature's tables: their row types, and ContentTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */

interface BlogArticleTable {
  slug: string;
  lang: string;
  title: string;
  excerpt: string;
  body_html: string;
  published_at: number;
  search_text: string;
  updated_at: number;
}

interface AffiliateTable {
  reference: string;
  slug: string;
  message_fi: string;
  message_et: string;
  message_en: string;
  granted_free_spins: number;
  free_spin_game_id: number | null;
  updated_at: number;
}

interface AffiliatePageTable {
  id: number;
  affiliate_reference: string;
  title_fi: string;
  title_et: string;
  title_en: string;
  body_fi: string;
  body_et: string;
  body_en: string;
  updated_at: number;
}

/** The tables the content feature owns (db/schema.ts assembles Database from every feature's). */
export interface ContentTables {
  blog_article: BlogArticleTable;
  affiliate: AffiliateTable;
  affiliate_page: AffiliatePageTable;
}
