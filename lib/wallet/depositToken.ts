/**
 * The deposit token kept for the return from the bank, and its query parameter: apart from
 * ./deposit.ts so that the layout can tell a pending return at first paint without the deposit
 * calls (the return's own component loads on demand).
 */
import { readSession, writeSession } from '@/lib/account/sessionStorage';

export const DEPOSIT_QUERY = 'deposit';
export const DEPOSIT_TOKEN_KEY = 'depositToken';

export function storedDepositToken(): string | null {
  return readSession(DEPOSIT_TOKEN_KEY);
}

export function clearDepositToken(): void {
  writeSession(DEPOSIT_TOKEN_KEY, null);
}
