/**
 * The layout data a page carries, for its own language only: the maintenance and disruption
 * messages in that language and English (the screen's fallback), the banner in that language.
 * The browser's minute poll brings the full answer when it changes.
 */
import type { Locale } from '@/lib/routes';
import type { MaintenanceInfo, SiteSettings } from '@/lib/layout/types';

function ownAndEnglish<T>(messages: Partial<Record<Locale, T>>, locale: Locale): Partial<Record<Locale, T>> {
  const kept: Partial<Record<Locale, T>> = {};
  for (const lang of new Set<Locale>([locale, 'en'])) if (messages[lang] !== undefined) kept[lang] = messages[lang];
  return kept;
}

export function maintenanceFor(info: MaintenanceInfo | null, locale: Locale): MaintenanceInfo | null {
  if (!info) return null;
  return {
    maintenance: { ...info.maintenance, messages: ownAndEnglish(info.maintenance.messages, locale) },
    serviceDisruption: { ...info.serviceDisruption, messages: ownAndEnglish(info.serviceDisruption.messages, locale) },
  };
}

export function siteSettingsFor(settings: SiteSettings | null, locale: Locale): SiteSettings | null {
  if (!settings) return null;
  const banner = settings.maintenanceBanner[locale];
  return { ...settings, maintenanceBanner: banner === undefined ? {} : { [locale]: banner } };
}
