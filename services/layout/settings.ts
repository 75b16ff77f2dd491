/**
 * The layout's CMS calls: site settings (footer, popups, maintenance banner) and the maintenance
 * and service-disruption state. A failure gives null; they never throw.
 */
import type { Locale } from '@/lib/routes';
import { cmsGet } from '@/services/cmsClient';
import { sanitizeOne, sanitizeRecord } from '@/lib/html/safe';
import type { MaintenanceInfo, SiteSettings } from '@/lib/layout/types';

/** Site settings with their HTML sanitised (lib/html/safe.ts). */
export async function getSiteSettings(lang: Locale): Promise<SiteSettings | null> {
  const data = await cmsGet('/cms/site-settings', { lang });
  if (!data || data.success === false) return null;
  const [footerHtml, maintenanceBanner, popupBodies] = await Promise.all([
    sanitizeOne(data.footerHtml),
    sanitizeRecord<Locale>(data.maintenanceBanner),
    Promise.all(data.popups.map((popup) => sanitizeOne(popup.bodyHtml))),
  ]);
  return {
    lang,
    footerHtml,
    popups: data.popups.map((popup, index) => ({ ...popup, bodyHtml: popupBodies[index] })),
    maintenanceBanner,
  };
}

/** The maintenance and disruption state, messages sanitised (in the browser by the sanitiser loaded on demand). */
export async function getMaintenance(): Promise<MaintenanceInfo | null> {
  const data = await cmsGet('/cms/maintenance');
  if (!data || data.success === false) return null;
  const { maintenance, serviceDisruption: disruption } = data;
  // Only a state that is on shows its messages; the seeded ones of an inactive state would load
  // the sanitiser on every page's first poll for nothing.
  const shown = (active: boolean, messages: Partial<Record<Locale, string>>) => sanitizeRecord<Locale>(active ? messages : {});
  const [maintenanceMessages, disruptionMessages] = await Promise.all([
    shown(maintenance.active, maintenance.messages),
    shown(disruption.active, disruption.messages),
  ]);
  return {
    maintenance: { active: maintenance.active, messages: maintenanceMessages, logo: maintenance.logo },
    serviceDisruption: { active: disruption.active, messages: disruptionMessages },
  };
}
