/** The site settings (cms_site_settings: footer and maintenance banner per language) and popups (cms_popup). */
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/schema';
import type { Lang } from '../../../langs';
import type { Popup } from '../types';
import type { CmsTables } from '../tables';

/** Every language's settings row. */
export function selectSiteSettingsRows(db: Db) {
  return db.selectFrom('cms_site_settings').select(['lang', 'footer_html', 'maintenance_banner']).execute();
}

/** One language's popups in their order. */
export function selectPopups(db: Db, lang: Lang) {
  return db
    .selectFrom('cms_popup')
    .select(['id', 'title', 'body_html'])
    .where('lang', '=', lang)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Sets a language's footer (its row is created, with no banner, when missing). */
export async function upsertFooter(db: Db, lang: Lang, footerHtml: string, now: number): Promise<void> {
  await db
    .insertInto('cms_site_settings')
    .values({ lang, footer_html: footerHtml, maintenance_banner: '', updated_at: now })
    .onConflict((oc) => oc.column('lang').doUpdateSet({ footer_html: footerHtml, updated_at: now }))
    .execute();
}

/** Sets a language's maintenance banner (its row is created, with no footer, when missing). */
export async function upsertMaintenanceBanner(db: Db, lang: Lang, text: string, now: number): Promise<void> {
  await db
    .insertInto('cms_site_settings')
    .values({ lang, footer_html: '', maintenance_banner: text, updated_at: now })
    .onConflict((oc) => oc.column('lang').doUpdateSet({ maintenance_banner: text, updated_at: now }))
    .execute();
}

/** Replaces all of a language's popups with these, in this order (call it inside a transaction). */
export async function replacePopups(db: Db, lang: Lang, popups: Popup[]): Promise<void> {
  await db.deleteFrom('cms_popup').where('lang', '=', lang).execute();
  for (const [i, p] of popups.entries()) {
    await db.insertInto('cms_popup').values({ id: p.id, lang, title: p.title, body_html: p.bodyHtml, sort_order: i }).execute();
  }
}

/** The seed's settings of a language, unless that language has them already. */
export async function insertSiteSettingsIfMissing(db: Db, row: Insertable<CmsTables['cms_site_settings']>): Promise<void> {
  await db
    .insertInto('cms_site_settings')
    .values(row)
    .onConflict((oc) => oc.column('lang').doNothing())
    .execute();
}

/** The seed's popup, unless that language has a popup with its id already. */
export async function insertPopupIfMissing(db: Db, row: Insertable<CmsTables['cms_popup']>): Promise<void> {
  await db
    .insertInto('cms_popup')
    .values(row)
    .onConflict((oc) => oc.columns(['id', 'lang']).doNothing())
    .execute();
}
