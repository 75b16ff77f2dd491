import { useRouter } from 'next/router';
import styled from 'styled-components';
import { LoginBox } from '@/components/account/LoginBox';
import { Card } from '@/components/common/ui';
import { RoutePage } from '@/components/layout/RoutePage';
import { toLocale } from '@/lib/routes';
import { staticPageProps } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

const FormCard = styled(Card)`
  max-width: 480px;
`;

/** Route 'login': the login form; after a login the flow goes to redirectUrl (or the limits page on a first login). */
export default function LoginPage() {
  const { locale } = useRouter();
  return (
    <RoutePage routeKey="login">
      <FormCard>
        <LoginBox locale={toLocale(locale)} onLoginPage />
      </FormCard>
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps(PAGE_NAMESPACES);
