export { checkDepositCampaign, creditDepositBonuses, setDepositCampaign } from './campaigns';
export { grantAffiliateWelcome } from './affiliate';
export { bonusesRoundStep } from './roundStep';
export { readWagering } from './store/wagering';
export { grantFreeSpins } from './store/gameFreeSpins';
