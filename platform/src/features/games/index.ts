export { GAME_GROUP_TYPES } from './types';
export type { Game } from './types';
export { formatDateFi, formatDateIso, startOfUtcDay } from './format';
export { findSupplier, gameQuery, toGames } from './catalogue';
export { artRow } from './thumbnails';
export type { RoundStep, RoundSteps, SettledRound, StepReads } from './rounds/steps';
export {
  BET_STEPS_CENTS,
  MAX_SLOT_SEED,
  PAYLINES,
  PAYTABLE,
  SYMBOLS,
  exactRtp,
  grantFreeSpins,
  launchState,
  openLaunch,
  setSlotSeed,
  spinLaunch,
} from './slot';
export type { SymbolId } from './slot';
export { gameSchema, pagedSchema } from './schemas';
export { roundHistoryPage, roundSumsByHour } from './store/roundHistory';
export type { RoundHistoryRow } from './store/roundHistory';
