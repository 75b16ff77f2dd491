/**
 * Translation namespaces. A page's data carries only the namespaces its server render uses: the
 * layout's (LAYOUT_NAMESPACES) plus the page's own, declared once next to the page as
 * `PAGE_NAMESPACES`. Everything else (panels, dialogs, the logged-in player's parts) is loaded in
 * the browser after hydration (lib/i18n/loadNamespaces.ts). next-i18next.config.js `ns` lists
 * them all (a unit test keeps the two lists equal).
 */
export const NAMESPACES = ['common', 'errors', 'games', 'account', 'wallet', 'play', 'profile', 'limits', 'bonuses', 'help'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Which layout a page has: the site's (header, navigation and search box, footer with its help
 * texts and notices) or a game page's, which has no footer (routes with the gamePage flag).
 */
export type PageLayout = 'site' | 'game';

/** What each layout renders on the server for a visitor. */
const LAYOUT_NAMESPACES: Record<PageLayout, readonly Namespace[]> = {
  site: ['common', 'help', 'games'],
  game: ['common', 'games'],
};

/**
 * The namespaces no layout carries (the panels, dialogs and the logged-in player's parts): the
 * browser loads them together, one chunk per language (lib/i18n/bundles/).
 */
export const LATE_NAMESPACES: readonly Namespace[] = NAMESPACES.filter((ns) => !LAYOUT_NAMESPACES.site.includes(ns));

/** The namespaces a page's server render needs: its layout's and the page's own, once each. */
export function pageNamespaces(own: readonly Namespace[], layout: PageLayout = 'site'): Namespace[] {
  return Array.from(new Set<Namespace>([...LAYOUT_NAMESPACES[layout], ...own]));
}
