/**
 * The profile's public module: its slice's actions and every feature's thunks. Code outside
 * store/profile/ takes them from here, never from a feature file, because importing this module
 * loads the slice that handles them (./slice.ts injects its reducer on import); a feature file
 * cannot load it itself, since the slice imports the feature files.
 */
export * from './slice';
export * from './account';
export * from './bonuses';
export * from './games';
export * from './limits';
export * from './settings';
export * from './transactions';
export * from './wallet';
