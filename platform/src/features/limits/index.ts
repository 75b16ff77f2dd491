export { localDateOf, periodOf } from './periods';
export type { PeriodKind } from './periods';
export { LOSS_KINDS, PERIOD_OF, lossInCurrentPeriods } from './lossUsage';
export type { LossKind } from './lossUsage';
export { cancelLossLimits, confirmLossLimits, readLossLimits, requestLossLimits } from './lossLimits';
export { startCoolOff } from './coolOff';
export { addRegisterEntry, removeRegisterEntries, setRegisterReachable } from './selfExclusion';
export { realityCheckDue, resetRealityCheck, setRealityCheckInterval } from './realityCheck';
export {
  assertLoginAllowed,
  assertPlayAllowed,
  checkBetAllowed,
  checkCoolOff,
  checkDepositAllowed,
  checkLossLimits,
  checkPlayAllowed,
  checkSelfExclusion,
  refusalError,
} from './checks';
export type { CheckResult } from './checks';
export { buildLimitsView } from './view';
export { limitsRoundStep } from './roundStep';
export { helsinkiOffset } from './periods';
