/**
 * CMS HTML that has been through the sanitiser (lib/html/sanitize.ts). Only this type can be
 * rendered as HTML (components/common/SafeHtml.tsx), so unsanitised text cannot reach the page.
 * The service calls sanitise what they return: on the server before it becomes page props or an
 * answer of the site's own API (the affiliate banner's messages), in the browser (the polled
 * maintenance message) with the sanitiser loaded on demand, and only when there is HTML at all,
 * so the shared bundle carries no sanitiser.
 */
export type SanitizedHtml = string & { readonly __sanitized: true };

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
