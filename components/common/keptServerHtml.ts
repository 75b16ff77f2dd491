import { useId, useState } from 'react';

/**
 * Server-rendered markup the client keeps as it is instead of hydrating it, for lists that are
 * markup only: their links are navigated by a handler on the list (useLinkNavigation) and their
 * thumbnails get their src from an observer (watchThumbnails), so nothing in them needs React
 * in the browser. Hydrating the home page's hundred-odd game cards was most of its longest
 * main-thread task (docs/decisions.md#kept-server-html).
 *
 * `content` is what the list shows: when it changes (new props after a client-side navigation),
 * React renders the list as usual. Returns `keep` and the props for the list's element: an id,
 * and while keeping, an empty inner HTML that hydration leaves alone (React hydrates no children
 * of an element with inner HTML, and compares none). The list renders no children while `keep`.
 */
export function useKeptServerHtml(content: unknown) {
  const id = useId();
  // useId is unique in the document and the same as the server's only while hydrating the server's
  // markup, so finding it means this render is that hydration (a client render gets a new id).
  const [kept] = useState(() =>
    typeof document !== 'undefined' && document.querySelector(`[data-kept="${id}"]`) !== null ? content : undefined,
  );
  const keep = kept !== undefined && kept === content;
  return {
    keep,
    props: keep ? { 'data-kept': id, dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true } : { 'data-kept': id },
  };
}
