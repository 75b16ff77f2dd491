export { checkDepositCampaign, creditDepositBonuses } from './campaigns';
export { grantAffiliateWelcome } from './affiliate';
export { bonusesRoundStep } from './roundStep';
export { readWagering } from './wagering';
export { forfeitFreeSpins, remainingFreeSpins } from './store/freeSpinsForfeit';
