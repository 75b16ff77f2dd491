export { GAME_GROUP_TYPES } from './types';
export type { Game } from './types';
export { formatDateFi, formatDateIso, startOfUtcDay } from './format';
export { findSupplier, toGames } from './catalogue';
export { gameQuery } from './store/catalogue';
export { artRow } from './thumbnails';
export type { RoundContext, RoundStep, RoundSteps, SettledRound } from './rounds/steps';
export {
  BET_STEPS_CENTS,
  MAX_SLOT_SEED,
  PAYLINES,
  PAYTABLE,
  SYMBOLS,
  exactRtp,
  launchState,
  openLaunch,
  setSlotSeed,
  spinLaunch,
} from './slot';
export type { SymbolId } from './slot';
export { gameSchema, pagedSchema } from './schemas';
