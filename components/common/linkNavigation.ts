import { useRouter } from 'next/router';
import { useMemo, type MouseEvent, type SyntheticEvent } from 'react';

/** The site link a plain click or touch on `event` is for, if the router should take it. */
function siteLink(event: SyntheticEvent): HTMLAnchorElement | null {
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return null;
  if (link.origin !== window.location.origin || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  return link;
}

const prefetched = new Set<string>();

/**
 * Props for a container of plain `<a>` links (a game grid): a plain left click on one of them
 * navigates client-side through the Next router, hovering or touching one prefetches its page,
 * as next/link does. A click with a modifier key, the middle button or on a link to elsewhere is
 * left to the browser (new tab, download). One handler for a grid instead of a next/link per
 * link: hydrating a hundred-odd next/links was a measurable part of a grid page's main-thread time.
 */
export function useLinkNavigation() {
  const router = useRouter();
  return useMemo(() => {
    const prefetch = (event: SyntheticEvent) => {
      const link = siteLink(event);
      const path = link && link.pathname + link.search;
      if (!path || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path, undefined, { locale: false }).catch(() => prefetched.delete(path));
    };
    return {
      onClick(event: MouseEvent) {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const link = siteLink(event);
        if (!link) return;
        event.preventDefault();
        void router.push(link.pathname + link.search + link.hash, undefined, { locale: false });
      },
      onMouseOver: prefetch,
      onTouchStart: prefetch,
    };
  }, [router]);
}
