import { TransactionsPage } from '@/components/transactions/TransactionsPage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'transactionsWithdraws' (login required): the paged list, page from ?page=. */
export default function TransactionsWithdrawsPage() {
  return <TransactionsPage kind="withdraws" />;
}

export const getStaticProps = staticPageProps;
