/** What a bank login or a deposit sends the bank simulator for a language, and the method when the platform names none. */
import type { BankCountry } from '@/lib/account/types';
import type { Locale } from '@/lib/routes';

/** Used when GET /payment/methods gives no method (the platform has none yet). */
export const DEFAULT_BANK_METHOD = 'bank';
/** The bank's country of each language. */
export const BANK_COUNTRY: Record<Locale, BankCountry> = { fi: 'FIN', et: 'EST', en: 'FIN' };
