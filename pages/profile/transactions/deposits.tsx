import { TransactionsPage } from '@/components/transactions/TransactionsPage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'transactionsDeposits' (login required): the paged list, page from ?page=. */
export default function TransactionsDepositsPage() {
  return <TransactionsPage kind="deposits" />;
}

export const getStaticProps = staticPageProps;
