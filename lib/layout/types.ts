/**
 * The layout's CMS data as the site uses it: site settings (footer, popups, maintenance banner)
 * and the maintenance and service-disruption state, named from the platform's OpenAPI document
 * (services/platform/openapi.ts), their HTML sanitised by services/layout/settings.ts.
 */
import type { SanitizedHtml } from '@/lib/html/safe';
import type { ApiResponse } from '@/services/platform/types';

type SettingsAnswer = ApiResponse<'/cms/site-settings', 'get'>;
type MaintenanceAnswer = ApiResponse<'/cms/maintenance', 'get'>;
/** Sanitised HTML by language; a language without a text is left out. */
type Messages<Texts> = Partial<Record<keyof Texts, SanitizedHtml>>;

/** Site settings with their HTML sanitised (the requested language's). */
export type SiteSettings = Pick<SettingsAnswer, 'lang'> & {
  footerHtml: SanitizedHtml;
  popups: (Omit<SettingsAnswer['popups'][number], 'bodyHtml'> & { bodyHtml: SanitizedHtml })[];
  maintenanceBanner: Messages<SettingsAnswer['maintenanceBanner']>;
};

type MaintenanceState = MaintenanceAnswer['maintenance'];
type DisruptionState = MaintenanceAnswer['serviceDisruption'];

/**
 * The maintenance and disruption state, messages sanitised; a state that is off keeps none. The
 * logo's size may be left out (the store then uses its default size).
 */
export type MaintenanceInfo = {
  maintenance: Pick<MaintenanceState, 'active'> & {
    messages: Messages<MaintenanceState['messages']>;
    logo?: Partial<MaintenanceState['logo']>;
  };
  serviceDisruption: Pick<DisruptionState, 'active'> & { messages: Messages<DisruptionState['messages']> };
};
