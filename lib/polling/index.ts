export * from './scheduler';
export { usePolling } from './usePolling';
