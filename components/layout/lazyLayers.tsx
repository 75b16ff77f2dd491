/**
 * Parts of the global layout that are closed at first paint and needed only by a logged-in player,
 * after an action, or on the return from the bank: each loads on demand (next/dynamic, not
 * rendered on the server), so the shared first-load bundle does not carry them. Where each is
 * mounted decides when its code loads (components/layout/Layout.tsx, AccountLayer).
 */
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState, useSyncExternalStore } from 'react';
import { BANK_LOGIN_QUERY, storedBankLoginToken } from '@/lib/account/bankLoginToken';
import { DEPOSIT_QUERY, storedDepositToken } from '@/lib/wallet/depositToken';

export const DepositDialog = dynamic(() => import('@/components/wallet/DepositDialog').then((m) => m.DepositDialog), { ssr: false });
export const DepositReturn = dynamic(() => import('@/components/wallet/DepositReturn').then((m) => m.DepositReturn), { ssr: false });
export const LimitsLayer = dynamic(() => import('@/components/limits/LimitsLayer').then((m) => m.LimitsLayer), { ssr: false });
export const BankLoginReturn = dynamic(() => import('@/components/account/BankLoginReturn').then((m) => m.BankLoginReturn), { ssr: false });
export const CompleteAccountModal = dynamic(() => import('@/components/account/CompleteAccountModal').then((m) => m.CompleteAccountModal), {
  ssr: false,
});
export const MarketingConsentPrompt = dynamic(
  () => import('@/components/account/MarketingConsentPrompt').then((m) => m.MarketingConsentPrompt),
  { ssr: false },
);
export const SitePopups = dynamic(() => import('@/components/layout/SitePopups').then((m) => m.SitePopups), { ssr: false });
export const SessionTimer = dynamic(() => import('@/components/account/SessionTimer').then((m) => m.SessionTimer), { ssr: false });

/**
 * Whether a return from the bank (a `?<query>=` token, or one kept in session storage) is pending.
 * Once true it stays true, so the return's own component stays mounted to show its outcome after
 * it has cleared the token.
 */
function useBankReturnPending(query: string, storedToken: () => string | null): boolean {
  const router = useRouter();
  const value = router.isReady ? router.query[query] : undefined;
  // Session storage is read after hydration (the server and the first render say "none").
  const stored = useSyncExternalStore(
    subscribeToNothing,
    () => storedToken() !== null,
    () => false,
  );
  const now = stored || (typeof value === 'string' && value !== '');
  const [seen, setSeen] = useState(false);
  if (now && !seen) setSeen(true);
  return now || seen;
}

/** The token is written by this tab just before it leaves for the bank; nothing to listen to. */
const subscribeToNothing = () => () => undefined;

export const useDepositReturnPending = () => useBankReturnPending(DEPOSIT_QUERY, storedDepositToken);
export const useBankLoginReturnPending = () => useBankReturnPending(BANK_LOGIN_QUERY, storedBankLoginToken);
