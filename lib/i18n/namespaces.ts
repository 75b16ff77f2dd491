/**
 * Translation namespaces. A page's data carries only the namespaces its server render uses: the
 * layout's (LAYOUT_NAMESPACES) plus the page's own, declared once next to the page as
 * `PAGE_NAMESPACES`. Everything else (panels, dialogs, the logged-in player's parts) is loaded in
 * the browser after hydration (lib/i18n/loadNamespaces.ts). next-i18next.config.js `ns` lists
 * them all (a unit test keeps the two lists equal).
 */
export const NAMESPACES = ['common', 'errors', 'games', 'account', 'wallet', 'play', 'profile', 'limits', 'bonuses', 'help'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What the layout renders on the server for a visitor: header, navigation and search box, footer, notices. */
const LAYOUT_NAMESPACES: readonly Namespace[] = ['common', 'help', 'games'];

/** The namespaces a page's server render needs: the layout's and the page's own, once each. */
export function pageNamespaces(own: readonly Namespace[]): Namespace[] {
  return Array.from(new Set<Namespace>([...LAYOUT_NAMESPACES, ...own]));
}
