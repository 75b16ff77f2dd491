import { TransactionsPage } from '@/components/transactions/TransactionsPage';
import { staticPageProps } from '@/lib/seo/pageProps';

/** Route 'transactionsGameActions' (login required): the paged list, page from ?page=. */
export default function TransactionsGameActionsPage() {
  return <TransactionsPage kind="gameActions" />;
}

export const getStaticProps = staticPageProps;
