export * from './methods';
export * from './storedDetails';
export * from './deposits';
export * from './withdrawals';
export * from './lists';
export * from './reconcile';
