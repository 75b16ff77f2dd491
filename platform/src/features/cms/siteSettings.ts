import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Popup, type SiteSettings } from './types';
import { LANGS, type Lang, type PerLang } from '../../langs';

export async function getSiteSettings(db: Kysely<Database>, lang: Lang): Promise<SiteSettings> {
  const rows = await db.selectFrom('cms_site_settings').select(['lang', 'footer_html', 'maintenance_banner']).execute();
  const popups = await db
    .selectFrom('cms_popup')
    .select(['id', 'title', 'body_html'])
    .where('lang', '=', lang)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const own = rows.find((r) => r.lang === lang);
  const maintenanceBanner: SiteSettings['maintenanceBanner'] = {};
  for (const l of LANGS) {
    const row = rows.find((r) => r.lang === l);
    if (row) maintenanceBanner[l] = row.maintenance_banner;
  }
  return {
    lang,
    footerHtml: own?.footer_html ?? '',
    popups: popups.map((p) => ({ id: p.id, title: p.title, bodyHtml: p.body_html })),
    maintenanceBanner,
  };
}

export interface SiteSettingsPatch {
  footerHtml?: Partial<PerLang<string>>;
  /** A language's popups replace all of its popups, in the given order. */
  popups?: Partial<PerLang<Popup[]>>;
}

/** Applies the footer and popup changes in one transaction. */
export async function updateSiteSettings(db: Kysely<Database>, patch: SiteSettingsPatch, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const lang of LANGS) {
      const footer = patch.footerHtml?.[lang];
      if (footer !== undefined) {
        await trx
          .insertInto('cms_site_settings')
          .values({ lang, footer_html: footer, maintenance_banner: '', updated_at: now })
          .onConflict((oc) => oc.column('lang').doUpdateSet({ footer_html: footer, updated_at: now }))
          .execute();
      }
      const popups = patch.popups?.[lang];
      if (popups === undefined) continue;
      await trx.deleteFrom('cms_popup').where('lang', '=', lang).execute();
      for (const [i, p] of popups.entries()) {
        await trx.insertInto('cms_popup').values({ id: p.id, lang, title: p.title, body_html: p.bodyHtml, sort_order: i }).execute();
      }
    }
  });
}
