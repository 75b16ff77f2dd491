/** The languages of the platform's content, accounts and messages (fi first: the default). */
export const LANGS = ['fi', 'et', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'fi';

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);

export type PerLang<T> = Record<Lang, T>;
