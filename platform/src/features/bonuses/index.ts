export { checkDepositCampaign, creditDepositBonuses } from './campaigns';
export { grantAffiliateWelcome } from './affiliate';
export { bonusesRoundStep } from './roundStep';
export { readWagering } from './store/wagering';
export { forfeitFreeSpins, remainingFreeSpins } from './store/freeSpinsForfeit';
export { grantFreeSpins } from './store/gameFreeSpins';
