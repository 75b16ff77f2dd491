import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { PrimaryLink } from '@/components/common/ui';
import { PageTitle } from '@/components/layout/RoutePage';
import { href, toLocale } from '@/lib/routes';
import { staticPageProps } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  return (
    <>
      <Head>
        <title>{`${t('notFound.title')} | ${t('siteName')}`}</title>
        <meta name="description" content={t('notFound.description')} key="description" />
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <PageTitle>{t('notFound.heading')}</PageTitle>
      <p>{t('notFound.text')}</p>
      <PrimaryLink href={href('home', {}, toLocale(locale))}>{t('notFound.backHome')}</PrimaryLink>
    </>
  );
}

export const getStaticProps: GetStaticProps = staticPageProps(PAGE_NAMESPACES);
