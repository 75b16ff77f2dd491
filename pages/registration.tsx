import { RoutePage } from '@/components/page/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'registration' of the route table (its contents come with a later task). */
export default function RegistrationPage() {
  return <RoutePage routeKey="registration" />;
}

export const getStaticProps = staticPageProps;
