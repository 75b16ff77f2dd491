/** Country list of the phone field: name key, dial code, code; Finland and Estonia first (docs/product/data.md). */
import type { Locale } from '@/lib/routes';

export interface Country {
  code: string;
  dialCode: string;
}

export const COUNTRIES: Country[] = [
  { code: 'FIN', dialCode: '+358' },
  { code: 'EST', dialCode: '+372' },
  { code: 'SWE', dialCode: '+46' },
  { code: 'NOR', dialCode: '+47' },
  { code: 'DNK', dialCode: '+45' },
  { code: 'LVA', dialCode: '+371' },
  { code: 'LTU', dialCode: '+370' },
  { code: 'DEU', dialCode: '+49' },
  { code: 'GBR', dialCode: '+44' },
];

/** Registration countries (the platform's player countries). */
export const REGISTRATION_COUNTRIES = ['FIN', 'EST'] as const;

export function defaultCountry(locale: Locale): 'FIN' | 'EST' {
  return locale === 'et' ? 'EST' : 'FIN';
}
