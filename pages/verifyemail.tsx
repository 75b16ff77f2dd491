import { RoutePage } from '@/components/page/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'verifyEmail' of the route table (its contents come with a later task). */
export default function VerifyEmailPage() {
  return <RoutePage routeKey="verifyEmail" />;
}

export const getStaticProps = staticPageProps;
