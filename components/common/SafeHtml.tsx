import type { ElementType } from 'react';
import type { SanitizedHtml } from '@/lib/html/safe';

interface SafeHtmlProps {
  /** Sanitised by the service call that fetched it (lib/html/safe.ts). */
  html: SanitizedHtml | undefined | null;
  as?: ElementType;
  className?: string;
  id?: string;
}

/** Renders CMS rich text that was sanitised when it was fetched. */
export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
