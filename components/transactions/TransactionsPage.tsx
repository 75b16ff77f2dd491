import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { Pagination } from '@/components/common/Pagination';
import { RoutePage } from '@/components/layout/RoutePage';
import { pageFromQuery } from '@/lib/pagination';
import { href, toLocale } from '@/lib/routes';
import { TransactionList } from './TransactionList';
import { LIST_ROUTES } from './TransactionsPanel';
import type { TransactionKind } from '@/lib/transactions/types';

/**
 * A paged transaction list page (login required by the route). The heading is server-rendered;
 * the list loads in the browser with the session cookie, page from ?page=.
 */
export function TransactionsPage({ kind }: { kind: TransactionKind }) {
  const { t } = useTranslation('play');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const page = pageFromQuery(router.query.page);
  const routeKey = LIST_ROUTES[kind];
  return (
    <RoutePage routeKey={routeKey} noIndex>
      {/* A static page learns its query only once the router is ready. */}
      {router.isReady && (
        <TransactionList kind={kind} page={page} headed>
          {(pageCount) => (
            <>
              <p className="visually-hidden" aria-live="polite">
                {t('transactions.pageOf', { page, pageCount })}
              </p>
              <Pagination page={page} pageCount={pageCount} basePath={href(routeKey, {}, locale)} />
            </>
          )}
        </TransactionList>
      )}
    </RoutePage>
  );
}
