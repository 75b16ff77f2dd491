import { TransactionsPage } from '@/components/transactions/TransactionsPage';
import { staticPageProps } from '@/lib/seo/pageProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = ['play'];

/** Route 'transactionsDeposits' (login required): the paged list, page from ?page=. */
export default function TransactionsDepositsPage() {
  return <TransactionsPage kind="deposits" />;
}

export const getStaticProps = staticPageProps(PAGE_NAMESPACES);
