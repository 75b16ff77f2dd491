export * from './scheduler';
export { usePolling } from './usePolling';
export { POLL_INTERVALS } from '../constants';
