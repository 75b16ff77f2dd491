/**
 * Props every page gets: translations (common + errors) and the layout data from the CMS
 * (site settings for the footer and the maintenance banner, the maintenance state at render time).
 */
import type { GetServerSideProps, GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { toLocale, type Locale } from '@/lib/routes';
import { getMaintenance, getSiteSettings, type MaintenanceInfo, type SiteSettings } from '@/services/cms';
import { navGroupsFromMenu, type NavGroups } from '@/lib/games/nav';
import { getMenu } from '@/services/games/api';

export const NAMESPACES = ['common', 'errors', 'games', 'account'];
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

export async function translations(locale: string | undefined) {
  return serverSideTranslations(toLocale(locale), NAMESPACES);
}

export async function layoutData(locale: Locale): Promise<LayoutData> {
  const [siteSettings, maintenance, menu] = await Promise.all([getSiteSettings(locale), getMaintenance(), getMenu(locale)]);
  return { siteSettings, maintenance, nav: navGroupsFromMenu(menu) };
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

/** getServerSideProps of a page with route parameters and no data of its own yet. */
export const serverPageProps: GetServerSideProps = async ({ locale }) => ({
  props: await basePageProps(locale),
});
