import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { href, toLocale, type RouteKey } from '@/lib/routes';
import type { TransactionKind } from '@/services/transactions/api';
import { LIST_LABEL_KEYS, TransactionList } from './TransactionList';

export const LIST_ROUTES: Record<TransactionKind, RouteKey> = {
  deposits: 'transactionsDeposits',
  withdraws: 'transactionsWithdraws',
  gameActions: 'transactionsGameActions',
};

const KINDS: TransactionKind[] = ['deposits', 'withdraws', 'gameActions'];

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  & h3 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  & a.show-all { display: inline-block; margin-top: ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.colors.gold}; font-weight: 600; }
`;

/** Profile page 'transactions': deposits, withdraws and game actions, page 1 each, with 'show all'. */
export function TransactionsPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('play');
  const locale = toLocale(useRouter().locale);
  return (
    <div data-profile-page="transactions">
      {KINDS.map((kind) => {
        const label = t(LIST_LABEL_KEYS[kind]);
        return (
          <Section key={kind} aria-labelledby={`transactions-${kind}`}>
            <h3 id={`transactions-${kind}`}>{label}</h3>
            <TransactionList kind={kind} page={1} locale={locale} />
            <Link className="show-all" href={href(LIST_ROUTES[kind], {}, locale)} locale={false} aria-label={t('transactions.showAllLabel', { list: label })} onClick={onNavigate}>
              {t('transactions.showAll')}
            </Link>
          </Section>
        );
      })}
    </div>
  );
}
