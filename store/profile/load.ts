/**
 * The profile's public module (./index.ts), loaded when first used. A component that dispatches
 * profile thunks only after the page is interactive (in an effect or on an event) takes them
 * through this, so the slice, every feature's thunks and Redux Toolkit are not part of its page's
 * first-load JavaScript.
 */
export const loadProfile = () => import('./index');
