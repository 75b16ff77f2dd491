export * from './check';
export * from './ledger';
export * from './service';
export * from './idempotency';
export { addShared, type SharedAddition } from './sharedCommit';
