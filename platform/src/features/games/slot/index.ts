export { BET_STEPS_CENTS, PAYLINES, PAYTABLE, SYMBOLS, exactRtp } from './engine';
export type { SymbolId } from './engine';
export { createLaunch, launchState, spinReal } from './service';
export type { LaunchMode } from './service';
export { MAX_SLOT_SEED, setSlotSeed } from './seededDraws';
export { openLaunch, spinLaunch } from './play';
