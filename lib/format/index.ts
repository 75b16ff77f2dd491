export * from './date';
export * from './money';
