/** After the loading flags clear: wait 1 s, then fade out for 0.5 s, then hide and signal loaded. */
export const LOADING_HOLD_MS = 1000;
export const LOADING_FADE_MS = 500;
