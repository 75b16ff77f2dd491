export { GAME_GROUP_TYPES } from './types';
export type { Game } from './types';
export { formatDateFi, formatDateIso, startOfUtcDay } from './format';
export { findSupplier, toGames } from './catalogue';
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
export { countEnabledGamesByTag, searchGameRows, searchSupplierRows } from './store/search';
export { updateGameGroupTextColumns } from './store/groupTexts';
export { gameNames } from './store/gameNames';
export { findGameIdBySlug, insertMissingCatalogue } from './store/seed';
export type { CatalogueSeedRows } from './store/seed';
export { sumBetsAndWinsBetween, sumRealMoneyNets } from './store/playerRoundSums';
export { countPlayerRounds, playerRoundsPage, roundHistoryPage, roundSumsByHour } from './store/roundHistory';
export type { RoundHistoryRow } from './store/roundHistory';
export { roundsForLedgerCheck } from './store/ledgerCheckRounds';
export { gameExists } from './store/gameExists';
