import type { Db } from '../../db/schema';
import { type Popup, type SiteSettings } from './types';
import { LANGS, type Lang, type PerLang } from '../../langs';
import { replacePopups, selectPopups, selectSiteSettingsRows, upsertFooter } from './store/siteSettings';

export async function getSiteSettings(db: Db, lang: Lang): Promise<SiteSettings> {
  const rows = await selectSiteSettingsRows(db);
  const popups = await selectPopups(db, lang);
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
export async function updateSiteSettings(db: Db, patch: SiteSettingsPatch, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const lang of LANGS) {
      const footer = patch.footerHtml?.[lang];
      if (footer !== undefined) await upsertFooter(trx, lang, footer, now);
      const popups = patch.popups?.[lang];
      if (popups !== undefined) await replacePopups(trx, lang, popups);
    }
  });
}
