export * from './types';
export * from './format';
export * from './catalogue';
export * from './groups';
export * from './menu';
export * from './thumbnails';
export * from './rounds/steps';
export { BET_STEPS_CENTS, grantFreeSpins } from './slot';
export { gameSchema, pagedSchema } from './schemas';
