/**
 * The layout's CMS calls: site settings (footer, popups, maintenance banner) and the maintenance
 * and service-disruption state. A failure gives null; they never throw.
 */
import type { Locale } from '@/lib/routes';
import { cmsGet, isRecord } from '@/services/cmsClient';

interface SitePopup {
  id: string | number;
  title: string;
  bodyHtml: string;
}

export interface SiteSettings {
  success?: boolean;
  lang: Locale;
  footerHtml: string;
  popups: SitePopup[];
  maintenanceBanner: Partial<Record<Locale, string>>;
}

export interface MaintenanceInfo {
  maintenance: {
    active: boolean;
    messages: Partial<Record<Locale, string>>;
    logo?: { width?: number; height?: number };
  };
  serviceDisruption: { active: boolean; messages: Partial<Record<Locale, string>> };
}

export async function getSiteSettings(lang: Locale): Promise<SiteSettings | null> {
  const data = await cmsGet<unknown>('/site-settings', { lang });
  if (!isRecord(data) || data.success === false) return null;
  return {
    lang,
    footerHtml: typeof data.footerHtml === 'string' ? data.footerHtml : '',
    popups: Array.isArray(data.popups) ? (data.popups as SitePopup[]) : [],
    maintenanceBanner: isRecord(data.maintenanceBanner)
      ? (data.maintenanceBanner as SiteSettings['maintenanceBanner'])
      : {},
  };
}

export async function getMaintenance(): Promise<MaintenanceInfo | null> {
  const data = await cmsGet<unknown>('/maintenance');
  if (!isRecord(data) || data.success === false || !isRecord(data.maintenance)) return null;
  const maintenance = data.maintenance as Record<string, unknown>;
  const disruption = isRecord(data.serviceDisruption) ? data.serviceDisruption : {};
  return {
    maintenance: {
      active: maintenance.active === true,
      messages: isRecord(maintenance.messages) ? (maintenance.messages as MaintenanceInfo['maintenance']['messages']) : {},
      logo: isRecord(maintenance.logo) ? (maintenance.logo as MaintenanceInfo['maintenance']['logo']) : undefined,
    },
    serviceDisruption: {
      active: disruption.active === true,
      messages: isRecord(disruption.messages) ? (disruption.messages as MaintenanceInfo['serviceDisruption']['messages']) : {},
    },
  };
}
