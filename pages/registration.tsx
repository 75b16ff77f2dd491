import { useRouter } from 'next/router';
import { RegistrationForm } from '@/components/account/RegistrationForm';
import { RoutePage } from '@/components/layout/RoutePage';
import { toLocale } from '@/lib/routes';
import { staticPageProps } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = ['account'];

/** Route 'registration': the registration form; success goes to the verify email route. */
export default function RegistrationPage() {
  const { locale } = useRouter();
  return (
    <RoutePage routeKey="registration">
      <RegistrationForm locale={toLocale(locale)} />
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps(PAGE_NAMESPACES);
