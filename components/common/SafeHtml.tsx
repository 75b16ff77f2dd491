import DOMPurify from 'isomorphic-dompurify';
import { useMemo, type ElementType } from 'react';

/**
 * Sanitised HTML by its source. The same CMS texts (footer, notices, pages) come again on every
 * request, and sanitising through jsdom on the server costs far more than a lookup; bounded so
 * that changing CMS content cannot grow it without end.
 */
const sanitized = new Map<string, string>();
const SANITIZED_CACHE_SIZE = 200;

/** Sanitise CMS HTML (same rules on the server and in the browser). */
export function sanitizeHtml(html: string | undefined | null): string {
  if (!html) return '';
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
  if (sanitized.size >= SANITIZED_CACHE_SIZE) sanitized.delete(sanitized.keys().next().value as string);
  sanitized.set(html, clean);
  return clean;
}

interface SafeHtmlProps {
  html: string | undefined | null;
  as?: ElementType;
  className?: string;
  id?: string;
}

/** Renders CMS rich text after sanitising it. */
export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: clean }} />;
}
