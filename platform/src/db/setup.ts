// Kept for main.ts, which imports the start's setup from here; the setup composes the features'
// seed and so lives above the database layer (../setup.ts). Goes once main.ts imports ../setup.
export { migrateAndSeed } from '../setup';
