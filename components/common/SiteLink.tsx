import type { AnchorHTMLAttributes } from 'react';
import { useLinkNavigation } from './linkNavigation';

/**
 * A link to a page of the site for the parts every page paints (header, navigation, home's hero,
 * the search box, info links): a plain `<a>` that the Next router navigates on a plain click and
 * that prefetches its page on hover or touch (useLinkNavigation), as next/link with
 * `locale={false}` does. next/link's code (with its viewport prefetching) was ~2.5 kB gzip of
 * every page's first-load JavaScript. The link's own onClick runs first; preventing its default
 * keeps the router out, as with next/link.
 */
export function SiteLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return typeof window === 'undefined' ? <a {...props} /> : <BrowserSiteLink {...props} />;
}

/**
 * The handlers exist only in the browser: the server renders a plain `<a>` (the handlers are not
 * part of the HTML), which spares every page rendered per request a router lookup per link.
 */
function BrowserSiteLink({ onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigation = useLinkNavigation();
  return (
    <a
      {...props}
      onMouseOver={navigation.onMouseOver}
      onTouchStart={navigation.onTouchStart}
      onClick={(event) => {
        onClick?.(event);
        navigation.onClick(event);
      }}
    />
  );
}
