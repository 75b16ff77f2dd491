import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { TransactionTable } from './TransactionTable';
import { useTransactionList } from './useTransactionList';
import { theme } from '@/styles/theme';
import type { TransactionKind } from '@/lib/transactions/types';

export const LIST_LABEL_KEYS: Record<TransactionKind, string> = {
  deposits: 'transactions.deposits',
  withdraws: 'transactions.withdraws',
  gameActions: 'transactions.gameActions',
};

const Note = styled.p`
  color: ${theme.colors.textMuted};
  margin: ${theme.space.xs} 0;
`;

/**
 * One page of a transaction list: loading, failure, empty or the table. On the list's own page
 * (`headed`) the page's heading names the list, so the table's caption is for screen readers only.
 */
export function TransactionList({
  kind,
  page,
  headed = false,
  children,
}: {
  kind: TransactionKind;
  page: number;
  headed?: boolean;
  children?: (pageCount: number) => ReactNode;
}) {
  const { t } = useTranslation('play');
  const { list, loading, failed } = useTransactionList(kind, page);
  const caption = t(LIST_LABEL_KEYS[kind]);
  if (!list) {
    if (failed) return <Note role="alert">{t('transactions.loadFailed')}</Note>;
    return <Note role="status">{loading ? t('transactions.loading') : ''}</Note>;
  }
  if (list.transactions.length === 0) {
    return (
      <Note role="status" data-transactions-empty={kind}>
        {headed ? t('transactions.empty') : `${caption}: ${t('transactions.empty')}`}
      </Note>
    );
  }
  return (
    <>
      <TransactionTable kind={kind} rows={list.transactions} caption={caption} captionHidden={headed} />
      {children?.(Math.max(1, list.pageCount || 1))}
    </>
  );
}
