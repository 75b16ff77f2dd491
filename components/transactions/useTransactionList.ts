import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { loadProfile } from '@/store/profile/load';
import type { TransactionKind } from '@/lib/transactions/types';

/** Load page `page` of a list while logged in; the list lives in the profile state. */
export function useTransactionList(kind: TransactionKind, page: number) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector((state) => state.profile.isLoggedIn);
  const list = useAppSelector((state) =>
    kind === 'deposits' ? state.profile.deposits : kind === 'withdraws' ? state.profile.gameWithdraws : state.profile.gameTransactions,
  );
  const loading = useAppSelector((state) =>
    kind === 'deposits'
      ? state.profile.depositsLoading
      : kind === 'withdraws'
        ? state.profile.gameWithdrawsLoading
        : state.profile.gameTransactionsLoading,
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!isLoggedIn) return undefined;
    let active = true;
    void loadProfile()
      .then(({ fetchTransactionList }) => dispatch(fetchTransactionList({ kind, page })))
      .then((action) => {
        const result = action.payload as { success?: boolean } | undefined;
        if (active) setFailed(!result?.success);
      });
    return () => {
      active = false;
    };
  }, [dispatch, isLoggedIn, kind, page]);
  // Show the list only when it is the requested page (another page may still be in the state).
  const current = list && (list.page ?? 1) === page ? list : null;
  return { list: current, loading: loading || (!current && !failed && isLoggedIn), failed, isLoggedIn };
}
