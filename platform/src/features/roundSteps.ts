import { bonusesRoundStep } from './bonuses';
import type { RoundSteps } from './games';
import { jackpotsRoundStep } from './jackpots';
import { limitsRoundStep } from './limits';

/**
 * The steps of every real-money round, in order (the contract: games/rounds/steps.ts): responsible
 * gaming may refuse the bet first, then bonuses count the round and jackpots take their share. The
 * games feature does not know its steps; every caller of spinReal passes this list
 * (docs/decisions.md#round-steps).
 */
export const ROUND_STEPS: RoundSteps = [limitsRoundStep, bonusesRoundStep, jackpotsRoundStep];
