export { BET_STEPS_CENTS, PAYLINES, PAYTABLE, SYMBOLS, exactRtp } from './engine';
export type { SymbolId } from './engine';
export {
  SessionNotChecked,
  checkBet,
  createLaunch,
  getLaunch,
  getRealLaunch,
  grantFreeSpins,
  launchState,
  spinDemo,
  spinReal,
} from './service';
export type { LaunchMode, LaunchRow, RealSpinInput, SpinAnswer } from './service';
export { MAX_SLOT_SEED, setSlotSeed } from './seededDraws';
export { openLaunch, spinLaunch } from './play';
