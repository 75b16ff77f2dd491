export * from './catalogue';
export * from './message';
