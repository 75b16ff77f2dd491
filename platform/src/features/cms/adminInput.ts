import { LANGS, type PerLang } from '../../langs';

/** Bounds of the texts the sandbox admin stores (the whole body is also capped at 64 kB). */
export const TITLE_MAX = 300;
export const SHORT_TEXT_MAX = 2000;
export const HTML_MAX = 20000;

export const CAPITAL: PerLang<'Fi' | 'Et' | 'En'> = { fi: 'Fi', et: 'Et', en: 'En' };

/** `{ <prefix>Fi, <prefix>Et, <prefix>En }` schema properties: the form-data spelling of a per-language text. */
export const flatPerLang = <const P extends string, const S>(prefix: P, schema: S) =>
  ({ [`${prefix}Fi`]: schema, [`${prefix}Et`]: schema, [`${prefix}En`]: schema }) as Record<`${P}${'Fi' | 'Et' | 'En'}`, S>;

/**
 * Merges a nested per-language object (JSON) with its flat fields (form data, which win).
 * Undefined when neither gives a value.
 */
export function perLangInput(
  body: Record<string, unknown>,
  nested: Partial<PerLang<string>> | undefined,
  flatPrefix: string,
): Partial<PerLang<string>> | undefined {
  const out: Partial<PerLang<string>> = { ...(nested ?? {}) };
  for (const l of LANGS) {
    const v = body[`${flatPrefix}${CAPITAL[l]}`];
    if (typeof v === 'string') out[l] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The languages a patch touches, for "no change given" checks. */
export const hasAny = (...values: (object | undefined)[]): boolean => values.some((v) => v !== undefined && Object.keys(v).length > 0);
