export * from './blogs';
export * from './affiliates';
