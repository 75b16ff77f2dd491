import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 hex: what the database keeps of session tokens, flow tokens, browser ids and one-time codes. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** An unguessable token (base64url). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
