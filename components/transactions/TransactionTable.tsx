import { useTranslation } from '@/lib/i18n/useTranslation';
import { DataTable } from '@/components/common/DataTable';
import { formatMoney, formatShortDateTime } from '@/lib/format';
import { displayName } from '@/lib/games/suffix';
import type { BetTransaction, DepositTransaction, TransactionKind, WithdrawTransaction } from '@/lib/transactions/types';

/** Date and time in the Finnish format in every language (lib/format/date.ts), e.g. "22.11.2026 04.05". */
export function formatTransactionTime(value: unknown): string {
  return formatShortDateTime(value);
}

const KNOWN_STATUSES = new Set(['ok', 'pending', 'declined', 'cancelled', 'expired', 'paid']);

type Row = DepositTransaction | WithdrawTransaction | BetTransaction;

function rowKey(row: Row, index: number): string {
  const record = row as unknown as Record<string, unknown>;
  const id = record.id ?? record.reference ?? record.roundId;
  return id !== undefined && id !== null ? String(id) : `row-${index}`;
}

/** One list of transactions as a table with a caption (only for screen readers where the page's heading names the list) and column headers. */
export function TransactionTable({
  kind,
  rows,
  caption,
  captionHidden = false,
}: {
  kind: TransactionKind;
  rows: Row[];
  caption: string;
  captionHidden?: boolean;
}) {
  const { t } = useTranslation('play');
  const status = (value: unknown) => t(`transactions.status.${typeof value === 'string' && KNOWN_STATUSES.has(value) ? value : 'unknown'}`);
  return (
    <DataTable data-transactions={kind}>
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        {kind === 'gameActions' ? (
          <tr>
            <th scope="col">{t('transactions.columns.date')}</th>
            <th scope="col">{t('transactions.columns.game')}</th>
            <th scope="col" className="num">
              {t('transactions.columns.bet')}
            </th>
            <th scope="col" className="num">
              {t('transactions.columns.win')}
            </th>
          </tr>
        ) : (
          <tr>
            <th scope="col">{t('transactions.columns.date')}</th>
            <th scope="col" className="num">
              {t('transactions.columns.amount')}
            </th>
            <th scope="col">{t('transactions.columns.status')}</th>
          </tr>
        )}
      </thead>
      <tbody>
        {rows.map((row, index) =>
          kind === 'gameActions' ? (
            <tr key={rowKey(row, index)}>
              <td>{formatTransactionTime(row.createdTime)}</td>
              <td>{displayName((row as BetTransaction).productTranslation ?? '')}</td>
              <td className="num">{formatMoney((row as BetTransaction).betAmount)}</td>
              <td className="num">{formatMoney((row as BetTransaction).winAmount)}</td>
            </tr>
          ) : (
            <tr key={rowKey(row, index)}>
              <td>{formatTransactionTime(row.createdTime)}</td>
              <td className="num">{formatMoney((row as DepositTransaction).amount)}</td>
              <td>{status((row as DepositTransaction).status)}</td>
            </tr>
          ),
        )}
      </tbody>
    </DataTable>
  );
}
