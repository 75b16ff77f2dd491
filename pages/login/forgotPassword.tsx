import { RoutePage } from '@/components/page/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'forgotPassword' of the route table (its contents come with a later task). */
export default function ForgotPasswordPage() {
  return <RoutePage routeKey="forgotPassword" />;
}

export const getStaticProps = staticPageProps;
