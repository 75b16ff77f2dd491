export * from './engine';
export * from './service';
export { MAX_SLOT_SEED, setSlotSeed } from './seededDraws';
