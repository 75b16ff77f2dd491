export * from './ledger';
export * from './hooks';
export * from './service';
