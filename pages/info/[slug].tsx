import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { HomeContent } from '@/components/content/HomeContent';
import { Seo } from '@/components/seo/Seo';
import { toLocale } from '@/lib/routes';
import type { Namespace } from '@/lib/i18n/namespaces';
import { infoPagePaths, infoPageProps, type InfoPageProps } from '@/lib/content/cmsPageProps.server';

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

export const getStaticPaths = infoPagePaths;
export const getStaticProps = infoPageProps(PAGE_NAMESPACES);
