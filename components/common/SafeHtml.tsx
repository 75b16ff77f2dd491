import DOMPurify from 'isomorphic-dompurify';
import { useMemo, type ElementType } from 'react';

/** Sanitise CMS HTML (same rules on the server and in the browser). */
export function sanitizeHtml(html: string | undefined | null): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
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
