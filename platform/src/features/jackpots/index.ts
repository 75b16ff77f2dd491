export { openJackpotPools } from './jackpots';
export { jackpotsRoundStep } from './roundStep';
export { insertMissingJackpotPools } from './store/seedPools';
export { listJackpots } from './jackpots';
