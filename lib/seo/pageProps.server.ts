/**
 * Props every page gets: the translations its components render and the layout data from the CMS
 * (site settings for the footer and the maintenance banner, the maintenance state at render time,
 * the navigation's game groups).
 */
import type { GetStaticProps, GetStaticPropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { readSiteEnv } from '@/lib/config/env';
import { LOCALES, toLocale, type Locale } from '@/lib/routes';
import { recentCache } from '@/lib/cache/recent';
import { pageNamespaces, type Namespace, type PageLayout } from '@/lib/i18n/namespaces';
import { getMaintenance, getSiteSettings } from '@/services/layout/settings';
import { navGroupsFromMenu, type NavGroups } from '@/lib/games/nav';
import { getMenu } from '@/services/games/api';
import { maintenanceFor, siteSettingsFor } from './layoutTrim';
import type { MaintenanceInfo, SiteSettings } from '@/lib/layout/types';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../../next-i18next.config.js');

/** Pre-rendered pages are regenerated in the background at most once a minute; content changes refresh them at once (pages/api/site-revalidate.ts). */
export const REVALIDATE_SECONDS = 60;
/** After a failed CMS call a page is regenerated sooner, so the real page comes back quickly. */
export const RETRY_SECONDS = 10;

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

/**
 * Only the page's language goes into the page data: every key exists in fi, et and en (a unit
 * test checks), so the fallback language would be dead weight. The browser's i18n instance takes
 * its configuration from _app, so the configuration is not serialised either.
 */
const SERVER_I18N_CONFIG = { ...i18nConfig, fallbackLng: false, serializeConfig: false };

/**
 * A production server's translation files do not change while it runs, so each language and set
 * of namespaces is read once (serverSideTranslations builds an i18next instance and reads the
 * files for every call: a few per cent of a page rendered per request, search and game play).
 * The kept object is given to every page as it is (parsing a kept JSON copy per page was another
 * 2 %): nothing writes to a page's translations (the translation store only reads its bundles,
 * lib/i18n/translations.ts), and Next only reads page props to serialise them.
 */
type SSRConfig = Awaited<ReturnType<typeof serverSideTranslations>>;
const READ_ONCE = readSiteEnv().NODE_ENV === 'production';
const translationCache = new Map<string, Promise<SSRConfig>>();

async function translations(locale: Locale, own: readonly Namespace[], layout: PageLayout): Promise<SSRConfig> {
  const namespaces = pageNamespaces(own, layout);
  if (!READ_ONCE) return serverSideTranslations(locale, namespaces, SERVER_I18N_CONFIG);
  const key = `${locale}:${namespaces.join(',')}`;
  let kept = translationCache.get(key);
  if (!kept) {
    kept = serverSideTranslations(locale, namespaces, SERVER_I18N_CONFIG);
    translationCache.set(key, kept);
    kept.catch(() => translationCache.delete(key));
  }
  return kept;
}

/**
 * Layout data changes rarely and every rendered page needs it, so the server keeps each
 * language's copy for a few seconds instead of asking the CMS three times per render. An
 * on-demand refresh (a content change) reads it fresh. The browser still checks maintenance at
 * start and every minute, so a switch reaches open pages.
 */
const layoutCache = recentCache<{ data: LayoutData; complete: boolean }>({ maxEntries: LOCALES.length, keep: (answer) => answer.complete });

async function layoutData(locale: Locale, fresh: boolean): Promise<LayoutData> {
  const answer = await layoutCache.get(
    locale,
    async () => {
      const [siteSettings, maintenance, menu] = await Promise.all([getSiteSettings(locale), getMaintenance(), getMenu(locale)]);
      const data = {
        siteSettings: siteSettingsFor(siteSettings, locale),
        maintenance: maintenanceFor(maintenance, locale),
        nav: navGroupsFromMenu(menu),
      };
      // Only a complete answer is kept: a failed call is retried on the next render.
      return { data, complete: Boolean(siteSettings && maintenance && menu) };
    },
    { fresh },
  );
  return answer.data;
}

/** True when the render was asked for by a content change (res.revalidate). */
export const onDemand = (context: Pick<GetStaticPropsContext, 'revalidateReason'> | undefined) => context?.revalidateReason === 'on-demand';

/**
 * Translations of the layout plus `own` (the page's PAGE_NAMESPACES) and the layout data.
 * `fresh` skips the layout cache (an on-demand refresh must show the change).
 */
export async function basePageProps(
  locale: string | undefined,
  own: readonly Namespace[],
  fresh = false,
  pageLayout: PageLayout = 'site',
): Promise<BasePageProps> {
  const lang = toLocale(locale);
  const [i18n, layout] = await Promise.all([translations(lang, own, pageLayout), layoutData(lang, fresh)]);
  return { ...i18n, layout };
}

/** getStaticProps of a page without data of its own (regenerated every minute). */
export function staticPageProps(own: readonly Namespace[]): GetStaticProps {
  return async (context) => ({
    props: await basePageProps(context.locale, own, onDemand(context)),
    revalidate: REVALIDATE_SECONDS,
  });
}
