import { DepositForm } from './DepositForm';
import { PendingWithdrawals } from './PendingWithdrawals';
import { WithdrawForm } from './WithdrawForm';

export type WalletPanelPage = 'deposit' | 'withdraw' | 'pending-withdraws';

export function isWalletPanelPage(page: string): page is WalletPanelPage {
  return page === 'deposit' || page === 'withdraw' || page === 'pending-withdraws';
}

/** The wallet pages of the profile panel stack. */
export function WalletPage({ page }: { page: WalletPanelPage }) {
  if (page === 'deposit') return <DepositForm />;
  if (page === 'withdraw') return <WithdrawForm />;
  return <PendingWithdrawals />;
}
