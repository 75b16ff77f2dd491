export * from './config';
export * from './validation';
export * from './players';
export * from './sessions';
export * from './codes';
export * from './service';
export * from './bankLogin';
export { hashPassword, verifyPassword, sha256 } from './crypto';
export { limit as rateLimit, tooManyRequests } from './rateLimit';
