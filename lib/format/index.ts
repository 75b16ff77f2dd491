export * from './date';
export * from './dateTime';
export * from './money';
export * from './fileSize';
