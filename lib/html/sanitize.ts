import DOMPurify from 'isomorphic-dompurify';
import type { SanitizedHtml } from './sanitized';

/**
 * The one allow-list of CMS HTML (footer, notices, pages, articles, affiliate messages): DOMPurify's
 * HTML profile without styles and form controls. This module is imported only on the server and
 * on demand (lib/html/safe.ts), never into the browser's shared bundle.
 */
const CMS_HTML_RULES = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

/**
 * Sanitised HTML by its source. The same CMS texts come again on every regeneration, and
 * sanitising through jsdom on the server costs far more than a lookup; bounded so that changing
 * CMS content cannot grow it without end.
 */
const sanitized = new Map<string, SanitizedHtml>();
const SANITIZED_CACHE_SIZE = 200;

/** Sanitise CMS HTML (same rules on the server and in the browser). */
export function sanitizeHtml(html: string | undefined | null): SanitizedHtml {
  if (!html) return '' as SanitizedHtml;
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = DOMPurify.sanitize(html, CMS_HTML_RULES) as SanitizedHtml;
  if (sanitized.size >= SANITIZED_CACHE_SIZE) sanitized.delete(sanitized.keys().next().value as string);
  sanitized.set(html, clean);
  return clean;
}
