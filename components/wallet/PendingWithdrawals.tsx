import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { ErrorBox, MessageBox } from '@/components/account/ErrorBox';
import { SecondaryButton } from '@/components/common/ui';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { formatLongDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { useAppDispatch } from '@/store';
import { cancelWithdrawal, refreshWallet } from '@/store/profile';
import { profileThunk, usePlatformRead } from '@/store/usePlatformRead';
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
  const pending = usePlatformRead(profileThunk((profile) => profile.fetchPendingWithdrawals()));
  const items = pending.data;
  const [cancelFailure, setCancelFailure] = useState<ErrorMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The cancel's failure, else the list's.
  const failure = cancelFailure ?? (pending.failure && errorMessageForFailure(pending.failure, 'default', locale));

  const cancel = async (item: WithdrawalItem) => {
    setBusy(item.reference);
    setCancelFailure(null);
    setNotice(null);
    const result = await dispatch(cancelWithdrawal(item.reference)).unwrap();
    if (result.success) setNotice(t('pending.cancelled', { amount: formatMoney(item.amount) }));
    else setCancelFailure(errorMessageForFailure(result, 'default', locale));
    setBusy(null);
    pending.reload();
    await dispatch(refreshWallet());
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
      <SecondaryButton type="button" onClick={pending.reload}>
        {t('pending.refresh')}
      </SecondaryButton>
    </div>
  );
}
