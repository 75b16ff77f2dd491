export * from './suffix';
export * from './newGame';
export * from './readingTime';
export * from './pagination';
export * from './debounce';
export * from './affiliate';
