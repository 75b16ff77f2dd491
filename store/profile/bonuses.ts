/** Bonus selectors: the bonus wheel badge reads the available spins (the bonus features fill them). */
import type { RootState } from '../index';

/** Available bonus wheel spins (0 when unknown or logged out). */
export const selectAvailableSpins = (state: RootState) => state.profile.bonusWheelSpins?.available_spins ?? 0;
