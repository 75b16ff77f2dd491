import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const SCRYPT: ScryptOptions & { N: number; r: number; p: number } = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LEN = 64;

const scryptAsync = (password: string, salt: Buffer, keyLen: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => scrypt(password, salt, keyLen, options, (err, key) => (err ? reject(err) : resolve(key))));

/** `scrypt$N$r$p$salt$hash` (base64url), from node:crypto. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize('NFC'), salt, KEY_LEN, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const DUMMY_HASH = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LEN).toString('base64url')}`;

/** Checks a password; with no stored hash it still spends the same time and answers false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts;
  const expected = Buffer.from(keyText, 'base64url');
  const key = await scryptAsync(password.normalize('NFC'), Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}

/** SHA-256 hex: what the database keeps of session tokens, flow tokens, browser ids and one-time codes. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** An unguessable token (base64url). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** A code a person can type: 6 digits. */
export const shortCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A longer code a person can still copy: 12 characters of an unambiguous alphabet. */
export function longCode(length = 12): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(0, alphabet.length)];
  return out;
}
