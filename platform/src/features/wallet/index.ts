export * from './ledger';
export * from './service';
