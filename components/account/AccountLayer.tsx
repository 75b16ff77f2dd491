import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/routes';
import { clearSession } from '@/lib/account/sessionStorage';
import { selectIsLoggedIn, selectPlayer, selectSessionTimer, DEFAULT_SESSION_TIMER, useAppDispatch, useAppSelector } from '@/store';
import {
  BankLoginReturn,
  CompleteAccountModal,
  MarketingConsentPrompt,
  SessionTimer,
  SitePopups,
  useBankLoginReturnPending,
} from '@/components/layout/lazyLayers';
import type { SitePopup } from '@/components/layout/SitePopups';
import { loadProfile } from '@/store/profile/load';

/**
 * The account parts of the global layout: the bank login return, the complete-account modal
 * (logged in without an email), the marketing consent prompt, the CMS popups (not over a game)
 * and the session timer.
 */
export function AccountLayer({
  locale,
  isGamePage = false,
  popups = [],
}: {
  locale: Locale;
  isGamePage?: boolean;
  popups?: readonly SitePopup[];
}) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const player = useAppSelector(selectPlayer);
  const sessionTimer = useAppSelector(selectSessionTimer);
  const wasLoggedIn = useRef(false);
  const bankLoginReturnPending = useBankLoginReturnPending();

  useEffect(() => {
    if (isLoggedIn && sessionTimer === DEFAULT_SESSION_TIMER) {
      // A reload of a logged-in tab: the timer goes on from the start kept in session storage.
      // (The profile's thunks load here, not with the page.)
      void loadProfile().then(({ restoreSessionTimer }) => dispatch(restoreSessionTimer(undefined)));
    }
    if (isLoggedIn) {
      wasLoggedIn.current = true;
    } else if (wasLoggedIn.current) {
      // Session ended (logout, 115, expiry): the session's stored state goes with it.
      wasLoggedIn.current = false;
      clearSession();
      // A player was logged in, so the profile slice has loaded; importing it here keeps it off the first paint.
      void import('@/store/profile/slice').then(({ setSessionTimer }) => dispatch(setSessionTimer(DEFAULT_SESSION_TIMER)));
    }
  }, [dispatch, isLoggedIn, sessionTimer]);

  const needsCompletion = isLoggedIn && player !== null && !player.email;
  return (
    <>
      {bankLoginReturnPending && <BankLoginReturn />}
      {needsCompletion && <CompleteAccountModal locale={locale} />}
      {isLoggedIn && player && !needsCompletion && !isGamePage && <MarketingConsentPrompt key={String(player.userId)} />}
      {isLoggedIn && player && !needsCompletion && !isGamePage && popups.length > 0 && (
        <SitePopups key={`popups-${player.userId}`} popups={popups} userId={player.userId} />
      )}
      {isLoggedIn && sessionTimer !== DEFAULT_SESSION_TIMER && <SessionTimer />}
    </>
  );
}
