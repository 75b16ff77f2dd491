export * from './periods';
export * from './lossUsage';
export * from './lossLimits';
export * from './coolOff';
export * from './selfExclusion';
export * from './realityCheck';
export * from './checks';
export * from './view';
