/**
 * The bank login kept for the return from the bank, and its query parameter: apart from the bank
 * login's calls (store/bankLogin.ts) so that the layout can tell a pending return at first paint
 * without them (the return's own component loads on demand).
 */
import { readSession, STORAGE_KEYS, writeSession } from '@/lib/account/sessionStorage';

export const BANK_AUTH_TYPE = 'bank';
export const BANK_LOGIN_QUERY = 'bankLogin';

export function storedBankLoginToken(): string | null {
  return readSession(STORAGE_KEYS.authType) === BANK_AUTH_TYPE ? readSession(STORAGE_KEYS.bankLoginToken) : null;
}

export function clearBankLogin(): void {
  writeSession(STORAGE_KEYS.authType, null);
  writeSession(STORAGE_KEYS.bankLoginToken, null);
}
