import { useRouter } from 'next/router';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';
import { RoutePage } from '@/components/layout/RoutePage';
import { toLocale } from '@/lib/routes';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'forgotPassword': email and birth date, then the emailed code and a new password. */
export default function ForgotPasswordPage() {
  const { locale } = useRouter();
  return (
    <RoutePage routeKey="forgotPassword">
      <ForgotPasswordForm locale={toLocale(locale)} />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps;
