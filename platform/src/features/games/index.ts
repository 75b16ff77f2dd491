export * from './types';
export * from './format';
export * from './catalogue';
export * from './groups';
export * from './menu';
export * from './thumbnails';
export * from './rounds/steps';
