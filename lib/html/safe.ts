import type { SanitizedHtml } from './sanitized';

/** Sanitised HTML: what it guarantees is said where it is defined (./sanitized.ts). */
export type { SanitizedHtml };

const EMPTY = '' as SanitizedHtml;

/** Loads the sanitiser only when some of the texts are non-empty. */
async function sanitizer(texts: readonly unknown[]): Promise<((html: string) => SanitizedHtml) | null> {
  if (!texts.some((text) => typeof text === 'string' && text !== '')) return null;
  return (await import('./sanitize')).sanitizeHtml;
}

/** One text sanitised (a missing or non-string text gives ''). */
export async function sanitizeOne(html: unknown): Promise<SanitizedHtml> {
  const clean = await sanitizer([html]);
  return clean && typeof html === 'string' ? clean(html) : EMPTY;
}

/** Every string value of a record sanitised (other values dropped), e.g. messages by language. */
export async function sanitizeRecord<K extends string>(record: Partial<Record<K, unknown>>): Promise<Partial<Record<K, SanitizedHtml>>> {
  const entries = Object.entries(record).filter((entry): entry is [K, string] => typeof entry[1] === 'string');
  const clean = await sanitizer(entries.map(([, text]) => text));
  return Object.fromEntries(entries.map(([key, text]) => [key, clean ? clean(text) : EMPTY])) as Partial<Record<K, SanitizedHtml>>;
}
