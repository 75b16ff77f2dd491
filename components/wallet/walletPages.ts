/** The wallet pages of the profile panel stack, by key (the pages themselves: WalletPage.tsx, loaded on demand). */
export type WalletPanelPage = 'deposit' | 'withdraw' | 'pending-withdraws';

export function isWalletPanelPage(page: string): page is WalletPanelPage {
  return page === 'deposit' || page === 'withdraw' || page === 'pending-withdraws';
}
