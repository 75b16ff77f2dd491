import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import type { TransactionKind } from '@/services/transactions/api';
import { TransactionTable } from './TransactionTable';
import { useTransactionList } from './useTransactionList';
import { theme } from '@/styles/theme';

export const LIST_LABEL_KEYS: Record<TransactionKind, string> = {
  deposits: 'transactions.deposits',
  withdraws: 'transactions.withdraws',
  gameActions: 'transactions.gameActions',
};

const Note = styled.p`
  color: ${theme.colors.textMuted};
  margin: ${theme.space.xs} 0;
`;

/** One page of a transaction list: loading, failure, empty or the table. */
export function TransactionList({ kind, page, locale, children }: { kind: TransactionKind; page: number; locale: string; children?: (pageCount: number) => ReactNode }) {
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
        {caption}: {t('transactions.empty')}
      </Note>
    );
  }
  return (
    <>
      <TransactionTable kind={kind} rows={list.transactions} caption={caption} locale={locale} />
      {children?.(Math.max(1, list.pageCount || 1))}
    </>
  );
}
