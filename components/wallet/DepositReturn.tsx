import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef, useState } from 'react';
import { ErrorBox, MessageBox } from '@/components/account/ErrorBox';
import { withoutQueryParam } from '@/lib/account/loginFlow';
import { Toast } from '@/components/account/Toast';
import { SecondaryButton } from '@/components/common/ui';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/format/money';
import { clearDepositToken, DEPOSIT_QUERY, storedDepositToken } from '@/lib/wallet/depositToken';
import { selectIsLoggedIn, useAppDispatch, useAppStore } from '@/store';
import { pollDeposit } from '@/store/deposit';
import { depositApproved } from '@/store/profile';

type Outcome =
  | { kind: 'ok'; amount?: number }
  | { kind: 'declined' | 'cancelled' | 'expired' | 'timeout' }
  | { kind: 'error'; message: ErrorMessage }
  | null;

/**
 * The return from the bank after a deposit: polls depositStatus for ?deposit=<token> (or the
 * token kept in session storage) until it is decided, shows the outcome and, on success,
 * refreshes the balance (a new customer's session starts here, so the player is fetched too).
 */
export function DepositReturn() {
  const { t } = useTranslation('wallet');
  const router = useRouter();
  const { locale } = useCurrentRoute();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [finishedToken, setFinishedToken] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** The bank has not confirmed yet: the deposit is pending (said instead of "checking"). */
  const [stillPending, setStillPending] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const queryValue = router.isReady ? router.query[DEPOSIT_QUERY] : undefined;
  const queryToken = typeof queryValue === 'string' && queryValue ? queryValue : null;
  const checking = queryToken !== null && finishedToken !== queryToken;

  useEffect(() => {
    if (!router.isReady) return undefined;
    const token = queryToken ?? storedDepositToken();
    if (!token) return undefined;
    const polling = new AbortController();
    void (async () => {
      const result = await dispatch(pollDeposit(token, { signal: polling.signal, onStillPending: () => setStillPending(true) }));
      setStillPending(false);
      if (polling.signal.aborted || !result) return;
      clearDepositToken();
      if (result.status === 'ok') {
        await dispatch(depositApproved({ newCustomer: !selectIsLoggedIn(store.getState()) }));
        setOutcome({ kind: 'ok', amount: result.amount });
      } else if (!queryToken && (result.status === 'error' || result.status === 'timeout')) {
        // A token only in storage (the player left the bank page): no answer is no news.
      } else if (result.status === 'error') {
        setOutcome({ kind: 'error', message: errorMessageForFailure(result.failure, 'deposit', locale) });
      } else {
        setOutcome({ kind: result.status });
      }
      setFinishedToken(token);
      if (queryToken && typeof window !== 'undefined') {
        const path = withoutQueryParam(`${window.location.pathname}${window.location.search}`, DEPOSIT_QUERY);
        void router.replace(path, undefined, { locale: false, shallow: true, scroll: false });
      }
    })();
    return () => polling.abort();
    // One check per token; the router object itself changes on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.isReady, queryToken]);

  useEffect(() => {
    if (outcome) closeRef.current?.focus();
  }, [outcome]);

  if (checking) {
    return (
      <Toast data-testid="deposit-status" data-outcome={stillPending ? 'pending' : undefined}>
        <MessageBox variant="notice">{t(stillPending ? 'depositReturn.pending' : 'depositReturn.checking')}</MessageBox>
      </Toast>
    );
  }
  if (!outcome) return null;
  let text: string | null = null;
  if (outcome.kind === 'ok') {
    text =
      typeof outcome.amount === 'number' ? t('depositReturn.ok', { amount: formatMoney(outcome.amount) }) : t('depositReturn.okNoAmount');
  } else if (outcome.kind !== 'error') {
    text = t(`depositReturn.${outcome.kind}`);
  }
  return (
    <Toast role="dialog" aria-label={t('deposit.title')} data-testid="deposit-status" data-outcome={outcome.kind}>
      {outcome.kind === 'error' ? (
        <ErrorBox message={outcome.message} />
      ) : (
        <MessageBox variant={outcome.kind === 'ok' ? 'success' : outcome.kind === 'timeout' ? 'notice' : 'error'}>{text}</MessageBox>
      )}
      <div className="actions">
        <SecondaryButton ref={closeRef} type="button" onClick={() => setOutcome(null)}>
          {t('depositReturn.close')}
        </SecondaryButton>
      </div>
    </Toast>
  );
}
