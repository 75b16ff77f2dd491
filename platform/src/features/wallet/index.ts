export * from './ledger';
export * from './service';
export * from './idempotency';
