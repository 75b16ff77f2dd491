import type { GetStaticPaths, GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { HomeContent } from '@/components/content/HomeContent';
import { Seo } from '@/components/seo/Seo';
import { INFO_PAGE_SLUGS, type InfoPageSlug } from '@/lib/constants';
import { stringParam } from '@/lib/games/server';
import { toLocale } from '@/lib/routes';
import type { Namespace } from '@/lib/i18n/namespaces';
import { basePageProps, onDemand, REVALIDATE_SECONDS, type BasePageProps } from '@/lib/seo/pageProps';
import { getPagesBySlug } from '@/services/content/pages';
import type { CmsPage } from '@/lib/content/types';

interface InfoPageProps extends BasePageProps {
  page: CmsPage;
}

const isInfoSlug = (value: string): value is InfoPageSlug => (INFO_PAGE_SLUGS as readonly string[]).includes(value);

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

/**
 * Route 'infoPage': a CMS page the footer and the accept-checkboxes link to (terms, privacy,
 * responsible gaming, help, contact), in the page's language; an unknown slug is a 404.
 */
export default function InfoPage({ page }: InfoPageProps) {
  const { t } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <Seo
        routeKey="infoPage"
        params={{ slug: page.slug }}
        title={`${page.title} | ${t('siteName')}`}
        description={page.description ?? page.title}
      />
      <HomeContent page={page} locale={locale} />
    </>
  );
}

/** Rendered on first request and then kept, regenerated every minute and on a change. */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<InfoPageProps> = async (context) => {
  const lang = toLocale(context.locale);
  const slug = stringParam(context.params?.slug);
  if (!isInfoSlug(slug)) return { notFound: true };
  const [base, pages] = await Promise.all([
    basePageProps(lang, PAGE_NAMESPACES, onDemand(context)),
    getPagesBySlug(slug, lang, { orThrow: true }),
  ]);
  const page = pages[0];
  if (!page) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { ...base, page }, revalidate: REVALIDATE_SECONDS };
};
