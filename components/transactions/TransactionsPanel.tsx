import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { href, toLocale, type RouteKey } from '@/lib/routes';
import { LIST_LABEL_KEYS, TransactionList } from './TransactionList';
import { theme } from '@/styles/theme';
import type { TransactionKind } from '@/lib/transactions/types';

export const LIST_ROUTES: Record<TransactionKind, RouteKey> = {
  deposits: 'transactionsDeposits',
  withdraws: 'transactionsWithdraws',
  gameActions: 'transactionsGameActions',
};

const KINDS: TransactionKind[] = ['deposits', 'withdraws', 'gameActions'];

const Section = styled.section`
  margin-bottom: ${theme.space.lg};
  & h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.md};
  }
  & h3 button.open-list {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  & h3 button.open-list:hover {
    color: ${theme.colors.gold};
  }
  & a.show-all {
    display: inline-block;
    margin-top: ${theme.space.xs};
    color: ${theme.colors.gold};
    font-weight: 600;
  }
`;

export interface TransactionsPanelProps {
  onNavigate?: () => void;
  /** The lists to show (default: all three). */
  kinds?: TransactionKind[];
  /** When given, each list's heading opens that list's own profile page. */
  onOpenList?: (kind: TransactionKind) => void;
}

/** Profile page 'transactions' (or one of its lists): page 1 of each list, with 'show all'. */
export function TransactionsPanel({ onNavigate, kinds = KINDS, onOpenList }: TransactionsPanelProps) {
  const { t } = useTranslation('play');
  const locale = toLocale(useRouter().locale);
  return (
    <div>
      {kinds.map((kind) => {
        const label = t(LIST_LABEL_KEYS[kind]);
        return (
          <Section key={kind} aria-labelledby={`transactions-${kind}`}>
            <h3 id={`transactions-${kind}`}>
              {onOpenList ? (
                <button type="button" className="open-list" onClick={() => onOpenList(kind)}>
                  {label} <span aria-hidden="true">›</span>
                </button>
              ) : (
                label
              )}
            </h3>
            <TransactionList kind={kind} page={1} />
            <Link
              className="show-all"
              href={href(LIST_ROUTES[kind], {}, locale)}
              locale={false}
              aria-label={t('transactions.showAllLabel', { list: label })}
              onClick={onNavigate}
            >
              {t('transactions.showAll')}
            </Link>
          </Section>
        );
      })}
    </div>
  );
}
