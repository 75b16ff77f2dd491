import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { HomeContent } from '@/components/content/HomeContent';
import { Seo } from '@/components/seo/Seo';
import { INFO_PAGE_SLUGS, type InfoPageSlug } from '@/lib/constants';
import { cacheFor, stringParam } from '@/lib/games/server';
import { toLocale } from '@/lib/routes';
import { basePageProps, type BasePageProps } from '@/lib/seo/pageProps';
import { getPagesBySlug, type CmsPage } from '@/services/content/pages';

interface InfoPageProps extends BasePageProps {
  page: CmsPage;
}

const isInfoSlug = (value: string): value is InfoPageSlug => (INFO_PAGE_SLUGS as readonly string[]).includes(value);

/**
 * Route 'infoPage': a CMS page the footer and the accept-checkboxes link to (terms, privacy,
 * responsible gaming, help, contact), in the page's language; an unknown slug is a 404.
 */
export default function InfoPage({ page }: InfoPageProps) {
  const { t } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  return (
    <>
      <Seo routeKey="infoPage" params={{ slug: page.slug }} title={`${page.title} | ${t('siteName')}`} description={page.description ?? page.title} />
      <HomeContent page={page} locale={locale} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<InfoPageProps> = async (context) => {
  const lang = toLocale(context.locale);
  const slug = stringParam(context.params?.slug);
  if (!isInfoSlug(slug)) return { notFound: true };
  const [base, pages] = await Promise.all([basePageProps(lang), getPagesBySlug(slug, lang)]);
  const page = pages[0];
  if (!page) return { notFound: true };
  cacheFor(context, 60);
  return { props: { ...base, page } };
};
