import { useRouter } from 'next/router';
import { RegistrationForm } from '@/components/account/RegistrationForm';
import { RoutePage } from '@/components/layout/RoutePage';
import { toLocale } from '@/lib/routes';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'registration': the registration form; success goes to the verify email route. */
export default function RegistrationPage() {
  const { locale } = useRouter();
  return (
    <RoutePage routeKey="registration">
      <RegistrationForm locale={toLocale(locale)} />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps;
