export * from './types';
export * from './pages';
export * from './siteSettings';
export * from './maintenance';
export { parseBlocks } from './blocks';
