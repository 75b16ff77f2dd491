import { useRouter } from 'next/router';
import styled from 'styled-components';
import { Card } from '@/components/common/ui';
import { LoginForm } from '@/components/login/LoginForm';
import { RoutePage } from '@/components/page/RoutePage';
import { toLocale } from '@/lib/routes';
import { staticPageProps } from '@/lib/seo/pageProps';

const FormCard = styled(Card)`
  max-width: 480px;
`;

/** Route 'login': the login form (its submit is wired by the login task). */
export default function LoginPage() {
  const { locale } = useRouter();
  return (
    <RoutePage routeKey="login">
      <FormCard>
        <LoginForm locale={toLocale(locale)} />
      </FormCard>
    </RoutePage>
  );
}

export const getStaticProps = staticPageProps;
