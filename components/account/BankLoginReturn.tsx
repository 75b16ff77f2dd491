import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import { SecondaryButton } from '@/components/common/ui';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { useAppDispatch } from '@/store';
import { completeLogin } from '@/store/profile';
import { BANK_LOGIN_QUERY, clearBankLogin, storedBankLoginToken } from '@/lib/account/bankLoginToken';
import { pollBankLogin } from '@/store/bankLogin';
import { ErrorBox, MessageBox } from './ErrorBox';
import { currentBrowserPath } from './LoginBox';
import { runLoginFlow } from './loginFlow';
import { Toast } from './Toast';

type Outcome = { kind: 'cancelled' | 'expired' | 'timeout' } | { kind: 'error'; message: ErrorMessage } | null;

/**
 * The return from the bank: polls loginStatus for ?bankLogin=<token> (or the token kept in
 * session storage) and runs the post-login part of the login flow on approval; a cancelled or
 * expired login shows a message.
 */
export function BankLoginReturn() {
  const { t } = useTranslation('account');
  const router = useRouter();
  const route = useCurrentRoute();
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [finishedToken, setFinishedToken] = useState<string | null>(null);
  const queryValue = router.isReady ? router.query[BANK_LOGIN_QUERY] : undefined;
  const queryToken = typeof queryValue === 'string' && queryValue ? queryValue : null;
  const checking = queryToken !== null && finishedToken !== queryToken;
  const locale = route.locale;
  const onLoginPage = route.key === 'login';
  const redirectUrl = router.query.redirectUrl;

  useEffect(() => {
    if (!router.isReady) return undefined;
    const token = queryToken ?? storedBankLoginToken();
    if (!token) return undefined;
    const polling = new AbortController();
    void (async () => {
      const result = await dispatch(pollBankLogin(token, { signal: polling.signal }));
      if (polling.signal.aborted || !result) return;
      clearBankLogin();
      if (result.status === 'approved') {
        const failure = await runLoginFlow({
          dispatch,
          submit: () => dispatch(completeLogin()).unwrap(),
          locale,
          currentPath: currentBrowserPath(),
          onLoginPage,
          redirectUrl,
          navigate: (target) => router.replace(target, undefined, { locale: false }),
        });
        if (failure) setOutcome({ kind: 'error', message: errorMessageForFailure(failure, 'login', locale) });
      } else if (result.status === 'error') {
        setOutcome({ kind: 'error', message: errorMessageForFailure(result.failure, 'login', locale) });
      } else if (result.status !== 'pending') {
        setOutcome({ kind: result.status });
      }
      setFinishedToken(token);
      // Leave the token out of the address once the login has been dealt with.
      if (queryToken && result.status !== 'approved') {
        void router.replace(currentBrowserPath(), undefined, { locale: false, shallow: true });
      }
    })();
    return () => polling.abort();
    // One check per token; the router object itself changes on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.isReady, queryToken]);

  if (checking) {
    return (
      <Toast data-testid="bank-login-status">
        <MessageBox variant="notice">{t('bankLogin.checking')}</MessageBox>
      </Toast>
    );
  }
  if (!outcome) return null;
  return (
    <Toast data-testid="bank-login-status">
      {outcome.kind === 'error' ? (
        <ErrorBox message={outcome.message} />
      ) : (
        <MessageBox variant="error">{t(`bankLogin.${outcome.kind}`)}</MessageBox>
      )}
      <div className="actions">
        <SecondaryButton type="button" onClick={() => setOutcome(null)}>
          {t('close')}
        </SecondaryButton>
      </div>
    </Toast>
  );
}
