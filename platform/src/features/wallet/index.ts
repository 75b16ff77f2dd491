export {
  applyMovements,
  euros,
  insufficientFunds,
  jackpotAccount,
  lockWallet,
  lockWalletThen,
  readWallet,
  writeHouseMovements,
} from './ledger';
export type { Movement, WalletState } from './ledger';
export { grantMoney, withdrawableCents } from './service';
export { checkSameRequest, requestHash } from './idempotency';
export { walletTransaction } from './store/transaction';
export { addShared, sharedInsert } from './store/sharedCommit';
export type { SharedWrite } from './store/sharedCommit';
export { totalTurnoverOf } from './store/balance';
export { moneyHistoryPage, moneySumsByHour } from './store/overviewSums';
export type { MoneyHistoryRow } from './store/overviewSums';
