export * from './engine';
export * from './service';
