import { RoutePage } from '@/components/page/RoutePage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'news' of the route table (its contents come with a later task). */
export default function NewsPage() {
  return <RoutePage routeKey="news" />;
}

export const getStaticProps = staticPageProps;
