import { useRouter } from 'next/router';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';
import { RoutePage } from '@/components/layout/RoutePage';
import { toLocale } from '@/lib/routes';
import { staticPageProps } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = ['account'];

/** Route 'forgotPassword': email and birth date, then the emailed code and a new password. */
export default function ForgotPasswordPage() {
  const { locale } = useRouter();
  return (
    <RoutePage routeKey="forgotPassword">
      <ForgotPasswordForm locale={toLocale(locale)} />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps(PAGE_NAMESPACES);
