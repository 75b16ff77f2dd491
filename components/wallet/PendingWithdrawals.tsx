import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, useEffect, useState } from 'react';
import { ErrorBox, MessageBox } from '@/components/account/ErrorBox';
import { SecondaryButton } from '@/components/common/ui';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { formatLongDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { cancelWithdraw, getWithdrawalList } from '@/services/wallet/payments';
import { useAppDispatch } from '@/store';
import { handleAuthError, refreshWallet } from '@/store/profile';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import type { WithdrawalItem } from '@/lib/wallet/types';

const List = styled.ul`
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  & small {
    display: block;
    color: ${theme.colors.textMuted};
  }
`;

/** Pending withdrawals (GET /transactions/withdrawals, status pending) with cancel. */
export function PendingWithdrawals() {
  const { t } = useTranslation('wallet');
  const { locale } = useCurrentRoute();
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<WithdrawalItem[] | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = handleAuthError(await getWithdrawalList(1), dispatch);
    if (result.success) setItems(result.data.transactions.filter((item) => item.status === 'pending'));
    else setFailure(errorMessageForFailure(result, 'default', locale));
  }, [dispatch, locale]);

  useEffect(() => {
    let cancelled = false;
    void getWithdrawalList(1).then((result) => {
      if (cancelled) return;
      const checked = handleAuthError(result, dispatch);
      if (checked.success) setItems(checked.data.transactions.filter((item) => item.status === 'pending'));
      else setFailure(errorMessageForFailure(checked, 'default', locale));
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch, locale]);

  const cancel = async (item: WithdrawalItem) => {
    setBusy(item.reference);
    setFailure(null);
    setNotice(null);
    const result = handleAuthError(await cancelWithdraw(item.reference), dispatch);
    if (result.success) setNotice(t('pending.cancelled', { amount: formatMoney(item.amount) }));
    else setFailure(errorMessageForFailure(result, 'default', locale));
    setBusy(null);
    await Promise.all([load(), dispatch(refreshWallet())]);
  };

  return (
    <div data-testid="pending-withdrawals">
      <ErrorBox message={failure} />
      {notice && <MessageBox variant="success">{notice}</MessageBox>}
      {items === null ? (
        !failure && <p role="status">{t('pending.loading')}</p>
      ) : items.length === 0 ? (
        <p>{t('pending.empty')}</p>
      ) : (
        <List>
          {items.map((item) => (
            <li key={item.reference} data-reference={item.reference}>
              <span>
                <strong>{formatMoney(item.amount)}</strong>
                <small>{formatLongDateTime(item.createdTime, locale)}</small>
              </span>
              <SecondaryButton
                type="button"
                disabled={busy !== null}
                aria-label={t('pending.cancelLabel', { amount: formatMoney(item.amount) })}
                onClick={() => void cancel(item)}
              >
                {t('pending.cancel')}
              </SecondaryButton>
            </li>
          ))}
        </List>
      )}
      <SecondaryButton type="button" onClick={() => void load()}>
        {t('pending.refresh')}
      </SecondaryButton>
    </div>
  );
}
