/**
 * Table types for Kysely. One interface per table; add new tables here and in a new migration.
 *
 * Portable column conventions (SQLite and PostgreSQL share one code path):
 * - booleans are `integer` 0/1 (better-sqlite3 cannot bind JS booleans);
 * - timestamps are epoch milliseconds in `bigint` columns (read back as JS numbers);
 * - money is integer cents;
 * - structured values (e.g. CMS blocks) are JSON text.
 */

export interface CmsPageTable {
  slug: string;
  lang: string;
  title: string;
  description: string;
  /** JSON text: Block[] */
  blocks: string;
  updated_at: number;
}

export interface CmsSiteSettingsTable {
  lang: string;
  footer_html: string;
  maintenance_banner: string;
  updated_at: number;
}

export interface CmsPopupTable {
  id: string;
  lang: string;
  title: string;
  body_html: string;
  sort_order: number;
}

/** One row per notice kind: 'maintenance' and 'serviceDisruption'. */
export interface CmsNoticeTable {
  kind: string;
  active: number;
  message_fi: string;
  message_et: string;
  message_en: string;
  updated_at: number;
}

export interface Database {
  cms_page: CmsPageTable;
  cms_site_settings: CmsSiteSettingsTable;
  cms_popup: CmsPopupTable;
  cms_notice: CmsNoticeTable;
}
