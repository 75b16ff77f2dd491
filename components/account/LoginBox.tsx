import { useRouter } from 'next/router';
import { useState } from 'react';
import { LoginForm, type LoginValues } from '@/components/account/LoginForm';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import type { Locale } from '@/lib/routes';
import { useAppDispatch } from '@/store';
import { BANK_LOGIN_QUERY } from '@/lib/account/bankLoginToken';
import { startBankLogin } from '@/store/bankLogin';
import { withoutQueryParam } from '@/lib/account/loginFlow';
import { runLoginFlow } from './loginFlow';
import { loadProfile } from '@/store/profile/load';

/** The path and query the browser is on (public, locale-prefixed). */
export function currentBrowserPath(): string {
  if (typeof window === 'undefined') return '/';
  return withoutQueryParam(`${window.location.pathname}${window.location.search}`, BANK_LOGIN_QUERY);
}

export interface LoginBoxProps {
  locale: Locale;
  /** The login page (redirectUrl decides where to go) or the side panel. */
  onLoginPage?: boolean;
  /** Closes the side panel after a login. */
  closePanel?: () => void;
  onNavigate?: () => void;
}

/** The login form wired to the login flow and the bank login (login page and mobile side panel). */
export function LoginBox({ locale, onLoginPage = false, closePanel, onNavigate }: LoginBoxProps) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  // The bank login's error; the password login's is the form's own line (LoginForm).
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (values: LoginValues) => {
    setError(null);
    return runLoginFlow({
      dispatch,
      // The profile's thunks (with Redux Toolkit and immer) load on submit, not with the login page.
      submit: async () => {
        const { loginWithPassword } = await loadProfile();
        return dispatch(loginWithPassword(values)).unwrap();
      },
      locale,
      currentPath: currentBrowserPath(),
      onLoginPage,
      redirectUrl: router.query.redirectUrl,
      closePanel,
      navigate: (target) => router.replace(target, undefined, { locale: false }),
    });
  };

  const bankLogin = async () => {
    setError(null);
    setBusy(true);
    const failure = await dispatch(startBankLogin(locale, currentBrowserPath()));
    if (failure) {
      setBusy(false);
      setError(errorMessageForFailure(failure, 'login', locale));
    }
  };

  return <LoginForm locale={locale} onSubmit={submit} onBankLogin={bankLogin} onNavigate={onNavigate} error={error} busy={busy} />;
}
