/** Translating an error message: apart from the catalogue, so a page can show a message it was handed without loading it. */
import type { ErrorMessage } from './message';

export type TranslateFunction = (key: string, options?: Record<string, unknown>) => string;

/** Translate an ErrorMessage with a `t` of lib/i18n (any namespace; ns is set here). */
export function translateError(t: TranslateFunction, message: ErrorMessage): string {
  return message.keys.map((key) => t(key, { ns: 'errors', ...message.values })).join(' ');
}
