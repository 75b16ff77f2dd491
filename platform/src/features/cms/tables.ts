/**
 * The cms feature's tables: their row types, and CmsTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */

interface CmsPageTable {
  slug: string;
  lang: string;
  title: string;
  description: string;
  /** JSON text: Block[] */
  blocks: string;
  updated_at: number;
}

interface CmsSiteSettingsTable {
  lang: string;
  footer_html: string;
  maintenance_banner: string;
  updated_at: number;
}

interface CmsPopupTable {
  id: string;
  lang: string;
  title: string;
  body_html: string;
  sort_order: number;
}

/** One row per notice kind: 'maintenance' and 'serviceDisruption'. */
interface CmsNoticeTable {
  kind: string;
  active: number;
  message_fi: string;
  message_et: string;
  message_en: string;
  updated_at: number;
}

/** The tables the cms feature owns (db/schema.ts assembles Database from every feature's). */
export interface CmsTables {
  cms_page: CmsPageTable;
  cms_site_settings: CmsSiteSettingsTable;
  cms_popup: CmsPopupTable;
  cms_notice: CmsNoticeTable;
}
