export {
  applyMovements,
  euros,
  insufficientFunds,
  jackpotAccount,
  lockWallet,
  lockWalletThen,
  readWallet,
  walletTransaction,
  writeHouseMovements,
} from './ledger';
export type { Movement, WalletState } from './ledger';
export { grantMoney, withdrawableCents } from './service';
export { checkSameRequest, requestHash } from './idempotency';
export { addShared, sharedInsert } from './sharedCommit';
export type { SharedWrite } from './sharedCommit';
export { moneyHistoryPage, moneySumsByHour } from './store/overviewSums';
export type { MoneyHistoryRow } from './store/overviewSums';
