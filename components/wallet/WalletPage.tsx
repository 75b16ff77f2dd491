import { DepositForm } from './DepositForm';
import { PendingWithdrawals } from './PendingWithdrawals';
import { WithdrawForm } from './WithdrawForm';

import type { WalletPanelPage } from './walletPages';

/** The wallet pages of the profile panel stack. */
export function WalletPage({ page }: { page: WalletPanelPage }) {
  if (page === 'deposit') return <DepositForm />;
  if (page === 'withdraw') return <WithdrawForm />;
  return <PendingWithdrawals />;
}
