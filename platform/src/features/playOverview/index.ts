export { historyCsv, HISTORY_PAGE_ROWS } from './history';
export { resolveRange } from './range';
