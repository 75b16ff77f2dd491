/**
 * Props every page gets: translations (common + errors) and the layout data from the CMS
 * (site settings for the footer and the maintenance banner, the maintenance state at render time).
 */
import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { toLocale, type Locale } from '@/lib/routes';
import { getMaintenance, getSiteSettings, type MaintenanceInfo, type SiteSettings } from '@/services/layout/settings';
import { navGroupsFromMenu, type NavGroups } from '@/lib/games/nav';
import { getMenu } from '@/services/games/api';

const NAMESPACES = ['common', 'errors', 'games', 'account', 'wallet', 'play', 'profile', 'limits', 'bonuses', 'help'];
/** Static pages are regenerated at most once a minute (site settings may change). */
export const REVALIDATE_SECONDS = 60;

export interface LayoutData {
  siteSettings: SiteSettings | null;
  maintenance: MaintenanceInfo | null;
  /** Game groups of the top navigation (GET /menu), so the navigation renders on the server. */
  nav?: NavGroups | null;
}

export interface BasePageProps {
  layout: LayoutData;
  [key: string]: unknown;
}

async function translations(locale: string | undefined) {
  return serverSideTranslations(toLocale(locale), NAMESPACES);
}

/**
 * Layout data changes rarely and every server-rendered page needs it, so the server keeps each
 * language's copy for a few seconds instead of asking the CMS three times per request. The
 * browser still checks maintenance at start and every minute, so a switch reaches open pages.
 */
const LAYOUT_CACHE_MS = 10_000;
const layoutCache = new Map<Locale, { at: number; data: LayoutData }>();

async function layoutData(locale: Locale, now = Date.now()): Promise<LayoutData> {
  const cached = layoutCache.get(locale);
  if (cached && now - cached.at < LAYOUT_CACHE_MS) return cached.data;
  const [siteSettings, maintenance, menu] = await Promise.all([getSiteSettings(locale), getMaintenance(), getMenu(locale)]);
  const data = { siteSettings, maintenance, nav: navGroupsFromMenu(menu) };
  // Only a complete answer is kept: a failed call is retried on the next request.
  if (siteSettings && maintenance && menu) layoutCache.set(locale, { at: now, data });
  return data;
}

export async function basePageProps(locale: string | undefined): Promise<BasePageProps> {
  const lang = toLocale(locale);
  const [i18n, layout] = await Promise.all([translations(lang), layoutData(lang)]);
  return { ...i18n, layout };
}

/** getStaticProps of a page without data of its own (ISR, revalidated every minute). */
export const staticPageProps: GetStaticProps = async ({ locale }) => ({
  props: await basePageProps(locale),
  revalidate: REVALIDATE_SECONDS,
});

