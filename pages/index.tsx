import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { HomeContent } from '@/components/home/HomeContent';
import { Seo } from '@/components/seo/Seo';
import { toLocale } from '@/lib/routes';
import { basePageProps, REVALIDATE_SECONDS, type BasePageProps } from '@/lib/seo/pageProps';
import { getPagesBySlug, type CmsPage } from '@/services/cms';

interface HomeProps extends BasePageProps {
  page: CmsPage | null;
}

/** Home: the CMS page 'home' (hero, features, rich text), rendered on the server. */
export default function HomePage({ page }: HomeProps) {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  return (
    <>
      <Seo
        routeKey="home"
        title={page?.title ? `${page.title} | ${t('siteName')}` : t('routes.home.title')}
        description={page?.description || t('routes.home.description')}
      />
      <HomeContent page={page} locale={toLocale(locale)} />
    </>
  );
}

/** Regenerated every minute; after a CMS failure sooner, so the real page comes back quickly. */
export const getStaticProps: GetStaticProps<HomeProps> = async ({ locale }) => {
  const lang = toLocale(locale);
  const [base, pages] = await Promise.all([basePageProps(lang), getPagesBySlug('home', lang)]);
  const page = pages[0] ?? null;
  return { props: { ...base, page }, revalidate: page ? REVALIDATE_SECONDS : 10 };
};
