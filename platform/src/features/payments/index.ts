export { PAYMENT_METHODS } from './methods';
export { bankAccountFor } from './storedDetails';
export { bankRecordOf, getDeposit } from './depositRecords';
export type { DepositDecision, DepositRow } from './depositRecords';
export { bankCallback, decideDeposit, recordBankDecision } from './depositStart';
export { reconcileDeposits } from './depositSettlement';
