export { openJackpotPools } from './jackpots';
export { jackpotsRoundStep } from './roundStep';
