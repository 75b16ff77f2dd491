export * from './catalogue';
export * from './message';
export * from './translate';
