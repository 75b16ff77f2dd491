export * from './check';
export * from './ledger';
export * from './service';
export * from './idempotency';
export { addShared, sharedInsert, type SharedWrite } from './sharedCommit';
