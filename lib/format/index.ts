export * from './date';
export * from './dateTime';
export * from './money';
