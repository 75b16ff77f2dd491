import { useRouter } from 'next/router';
import { VerifyEmailForm } from '@/components/account/VerifyEmailForm';
import { RoutePage } from '@/components/layout/RoutePage';
import { toLocale } from '@/lib/routes';
import { staticPageProps } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = ['account'];

/** Route 'verifyEmail': takes the activation code and shows success with a login link. */
export default function VerifyEmailPage() {
  const { locale } = useRouter();
  return (
    <RoutePage routeKey="verifyEmail">
      <VerifyEmailForm locale={toLocale(locale)} />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps(PAGE_NAMESPACES);
