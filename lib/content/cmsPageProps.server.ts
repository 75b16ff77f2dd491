/** Data functions of the pages that show a CMS page by its slug: the campaigns page and the info pages. */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { INFO_PAGE_SLUGS, type InfoPageSlug } from '@/lib/constants';
import type { CmsPage } from '@/lib/content/types';
import { stringParam } from '@/lib/games/server';
import type { Namespace } from '@/lib/i18n/namespaces';
import { toLocale } from '@/lib/routes';
import { basePageProps, onDemand, REVALIDATE_SECONDS, RETRY_SECONDS, type BasePageProps } from '@/lib/seo/pageProps.server';
import { getPagesBySlug } from '@/services/content/pages';

export interface CampaignsProps extends BasePageProps {
  page: CmsPage | null;
}

/** The campaigns page: the CMS page 'campaigns' (the player's campaigns are added in the browser). */
export function campaignsPageProps(namespaces: readonly Namespace[]): GetStaticProps<CampaignsProps> {
  return async (context) => {
    const lang = toLocale(context.locale);
    const [base, pages] = await Promise.all([basePageProps(lang, namespaces, onDemand(context)), getPagesBySlug('campaigns', lang)]);
    const page = pages[0] ?? null;
    return { props: { ...base, page }, revalidate: page ? REVALIDATE_SECONDS : RETRY_SECONDS };
  };
}

export interface InfoPageProps extends BasePageProps {
  page: CmsPage;
}

const isInfoSlug = (value: string): value is InfoPageSlug => (INFO_PAGE_SLUGS as readonly string[]).includes(value);

/** Rendered on first request and then kept, regenerated every minute and on a change. */
export const infoPagePaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

/** An info page (terms, privacy, responsible gaming, help, contact); an unknown slug is a 404. */
export function infoPageProps(namespaces: readonly Namespace[]): GetStaticProps<InfoPageProps> {
  return async (context) => {
    const lang = toLocale(context.locale);
    const slug = stringParam(context.params?.slug);
    if (!isInfoSlug(slug)) return { notFound: true };
    const [base, pages] = await Promise.all([
      basePageProps(lang, namespaces, onDemand(context)),
      getPagesBySlug(slug, lang, { orThrow: true }),
    ]);
    const page = pages[0];
    if (!page) return { notFound: true, revalidate: REVALIDATE_SECONDS };
    return { props: { ...base, page }, revalidate: REVALIDATE_SECONDS };
  };
}
