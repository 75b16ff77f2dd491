export { openJackpotPools } from './jackpots';
export { jackpotsRoundStep } from './roundStep';
export { listJackpots } from './jackpots';
