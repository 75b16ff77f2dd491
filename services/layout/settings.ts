/**
 * CMS client. Server side it calls the CMS directly (CMS_API_URL, default
 * http://127.0.0.1:4000/cms); in the browser it goes through the site's /api/cms rewrite.
 * A non-200 answer or a network failure gives null or an empty list; it never throws.
 */
import { BROWSER_CMS_API_BASE, serverCmsApiUrl } from '@/lib/config/platform';
import axios, { type AxiosInstance } from 'axios';

export type CmsLang = 'fi' | 'et' | 'en';

export interface SitePopup {
  id: string | number;
  title: string;
  bodyHtml: string;
}

export interface SiteSettings {
  success?: boolean;
  lang: CmsLang;
  footerHtml: string;
  popups: SitePopup[];
  maintenanceBanner: Partial<Record<CmsLang, string>>;
}

export interface MaintenanceInfo {
  maintenance: {
    active: boolean;
    messages: Partial<Record<CmsLang, string>>;
    logo?: { width?: number; height?: number };
  };
  serviceDisruption: { active: boolean; messages: Partial<Record<CmsLang, string>> };
}

export type CmsBlock =
  | { type: 'hero'; title: string; text?: string; cta?: { label: string; routeKey: string } }
  | { type: 'richText'; html: string }
  | { type: 'features'; items: { title: string; text: string }[] }
  /** The deposit form as an embeddable block (SPEC section 2). */
  | { type: 'depositForm'; title?: string };

export interface CmsPage {
  slug: string;
  lang: CmsLang;
  title: string;
  description?: string;
  blocks: CmsBlock[];
}

export function cmsBaseUrl(): string {
  return typeof window === 'undefined' ? serverCmsApiUrl() : BROWSER_CMS_API_BASE;
}

function client(): AxiosInstance {
  return axios.create({
    baseURL: cmsBaseUrl(),
    timeout: 4000,
    // Only a 200 counts; everything else becomes "empty or null".
    validateStatus: (status) => status === 200,
  });
}

async function get<T>(path: string, params?: Record<string, string>): Promise<T | null> {
  try {
    const response = await client().get<T>(path, { params });
    return response.data ?? null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function getSiteSettings(lang: CmsLang): Promise<SiteSettings | null> {
  const data = await get<unknown>('/site-settings', { lang });
  if (!isObject(data) || data.success === false) return null;
  return {
    lang,
    footerHtml: typeof data.footerHtml === 'string' ? data.footerHtml : '',
    popups: Array.isArray(data.popups) ? (data.popups as SitePopup[]) : [],
    maintenanceBanner: isObject(data.maintenanceBanner)
      ? (data.maintenanceBanner as SiteSettings['maintenanceBanner'])
      : {},
  };
}

export async function getMaintenance(): Promise<MaintenanceInfo | null> {
  const data = await get<unknown>('/maintenance');
  if (!isObject(data) || data.success === false || !isObject(data.maintenance)) return null;
  const maintenance = data.maintenance as Record<string, unknown>;
  const disruption = isObject(data.serviceDisruption) ? data.serviceDisruption : {};
  return {
    maintenance: {
      active: maintenance.active === true,
      messages: isObject(maintenance.messages) ? (maintenance.messages as MaintenanceInfo['maintenance']['messages']) : {},
      logo: isObject(maintenance.logo) ? (maintenance.logo as MaintenanceInfo['maintenance']['logo']) : undefined,
    },
    serviceDisruption: {
      active: disruption.active === true,
      messages: isObject(disruption.messages) ? (disruption.messages as MaintenanceInfo['serviceDisruption']['messages']) : {},
    },
  };
}

export async function getPagesBySlug(slug: string, lang: CmsLang): Promise<CmsPage[]> {
  const data = await get<unknown>('/pages', { slug, lang });
  return Array.isArray(data) ? (data as CmsPage[]) : [];
}
