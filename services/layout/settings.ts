/**
 * The layout's CMS calls: site settings (footer, popups, maintenance banner) and the maintenance
 * and service-disruption state. A failure gives null; they never throw.
 */
import type { Locale } from '@/lib/routes';
import { cmsGet, isRecord } from '@/services/cmsClient';
import { sanitizeOne, sanitizeRecord, type SanitizedHtml } from '@/lib/html/safe';

interface SitePopup {
  id: string | number;
  title: string;
  bodyHtml: SanitizedHtml;
}

export interface SiteSettings {
  success?: boolean;
  lang: Locale;
  footerHtml: SanitizedHtml;
  popups: SitePopup[];
  maintenanceBanner: Partial<Record<Locale, SanitizedHtml>>;
}

export interface MaintenanceInfo {
  maintenance: {
    active: boolean;
    messages: Partial<Record<Locale, SanitizedHtml>>;
    logo?: { width?: number; height?: number };
  };
  serviceDisruption: { active: boolean; messages: Partial<Record<Locale, SanitizedHtml>> };
}

/** Site settings with their HTML sanitised (lib/html/safe.ts). */
export async function getSiteSettings(lang: Locale): Promise<SiteSettings | null> {
  const data = await cmsGet<unknown>('/site-settings', { lang });
  if (!isRecord(data) || data.success === false) return null;
  const popups = Array.isArray(data.popups) ? (data.popups as (Omit<SitePopup, 'bodyHtml'> & { bodyHtml: unknown })[]) : [];
  const [footerHtml, maintenanceBanner, popupBodies] = await Promise.all([
    sanitizeOne(data.footerHtml),
    sanitizeRecord<Locale>(isRecord(data.maintenanceBanner) ? data.maintenanceBanner : {}),
    Promise.all(popups.map((popup) => sanitizeOne(popup.bodyHtml))),
  ]);
  return {
    lang,
    footerHtml,
    popups: popups.map((popup, index) => ({ ...popup, bodyHtml: popupBodies[index] })),
    maintenanceBanner,
  };
}

/** The maintenance and disruption state, messages sanitised (in the browser by the sanitiser loaded on demand). */
export async function getMaintenance(): Promise<MaintenanceInfo | null> {
  const data = await cmsGet<unknown>('/maintenance');
  if (!isRecord(data) || data.success === false || !isRecord(data.maintenance)) return null;
  const maintenance = data.maintenance as Record<string, unknown>;
  const disruption = isRecord(data.serviceDisruption) ? data.serviceDisruption : {};
  const maintenanceActive = maintenance.active === true;
  const disruptionActive = disruption.active === true;
  // Only a state that is on shows its messages; the seeded ones of an inactive state would load
  // the sanitiser on every page's first poll for nothing.
  const shown = (active: boolean, messages: unknown) => sanitizeRecord<Locale>(active && isRecord(messages) ? messages : {});
  const [maintenanceMessages, disruptionMessages] = await Promise.all([
    shown(maintenanceActive, maintenance.messages),
    shown(disruptionActive, disruption.messages),
  ]);
  return {
    maintenance: {
      active: maintenanceActive,
      messages: maintenanceMessages,
      logo: isRecord(maintenance.logo) ? (maintenance.logo as MaintenanceInfo['maintenance']['logo']) : undefined,
    },
    serviceDisruption: {
      active: disruptionActive,
      messages: disruptionMessages,
    },
  };
}
