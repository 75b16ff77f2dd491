import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { LANGS, type Lang, type SiteSettings } from './types';

export async function getSiteSettings(db: Kysely<Database>, lang: Lang): Promise<SiteSettings> {
  const rows = await db
    .selectFrom('cms_site_settings')
    .select(['lang', 'footer_html', 'maintenance_banner'])
    .execute();
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
