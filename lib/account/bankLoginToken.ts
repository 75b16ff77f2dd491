/**
 * The bank login kept for the return from the bank, its query parameter, and what a bank login or
 * deposit sends for a language: apart from the bank login's calls (store/bankLogin.ts) so that the
 * layout can tell a pending return at first paint without them (the return's own component loads
 * on demand).
 */
import { readSession, STORAGE_KEYS, writeSession } from '@/lib/account/sessionStorage';
import type { BankCountry } from '@/lib/account/types';
import type { Locale } from '@/lib/routes';

export const BANK_AUTH_TYPE = 'bank';
export const BANK_LOGIN_QUERY = 'bankLogin';
/** Used when GET /payment/methods gives no method (the platform has none yet). */
export const DEFAULT_BANK_METHOD = 'bank';
/** The bank's country of each language. */
export const BANK_COUNTRY: Record<Locale, BankCountry> = { fi: 'FIN', et: 'EST', en: 'FIN' };

export function storedBankLoginToken(): string | null {
  return readSession(STORAGE_KEYS.authType) === BANK_AUTH_TYPE ? readSession(STORAGE_KEYS.bankLoginToken) : null;
}

/** Keep a started bank login for the return from the bank. */
export function storeBankLogin(token: string): void {
  writeSession(STORAGE_KEYS.authType, BANK_AUTH_TYPE);
  writeSession(STORAGE_KEYS.bankLoginToken, token);
}

export function clearBankLogin(): void {
  writeSession(STORAGE_KEYS.authType, null);
  writeSession(STORAGE_KEYS.bankLoginToken, null);
}
