/** The site's navigation, from the route table (links are href(routeKey, params, locale)). */
import type { RouteKey } from '@/lib/routes';

export interface NavLinkItem {
  id: string;
  routeKey: RouteKey;
  params?: Record<string, string | number>;
  /** Translation key, or a ready text (game group names from the platform). */
  labelKey?: string;
  label?: string;
}

export interface NavItem extends NavLinkItem {
  children?: NavLinkItem[];
  /** Show a badge with this number (bonus wheel spins). */
  badge?: number;
}

interface NavGroupLink {
  id: number | string;
  slug: string;
  title: string;
}

export interface NavOptions {
  isLoggedIn: boolean;
  availableSpins: number;
  /** Game groups for the casino games sub-links (filled by the games task; none yet). */
  slotGroups?: NavGroupLink[];
  liveCasinoGroups?: NavGroupLink[];
}

export function mainNavItems({ isLoggedIn, availableSpins, slotGroups = [], liveCasinoGroups = [] }: NavOptions): NavItem[] {
  const games: NavLinkItem[] = [
    { id: 'all-games', routeKey: 'slotsIndex', labelKey: 'nav.allGames' },
    ...slotGroups.map((group) => ({
      id: `slots-${group.id}`,
      routeKey: 'slotsGroup' as const,
      params: { id: group.id, slug: group.slug },
      label: group.title,
    })),
  ];
  if (isLoggedIn) {
    games.push({ id: 'favourites', routeKey: 'favourites', labelKey: 'nav.favourites' });
    games.push({ id: 'last-played', routeKey: 'lastPlayed', labelKey: 'nav.lastPlayed' });
  }
  const live = liveCasinoGroups.map((group) => ({
    id: `live-${group.id}`,
    routeKey: 'liveCasinoGroup' as const,
    params: { id: group.id, slug: group.slug },
    label: group.title,
  }));
  return [
    { id: 'home', routeKey: 'home', labelKey: 'nav.home' },
    { id: 'casino-games', routeKey: 'slotsIndex', labelKey: 'nav.casinoGames', children: games },
    { id: 'live-casino', routeKey: 'liveCasino', labelKey: 'nav.liveCasino', children: live.length ? live : undefined },
    { id: 'campaigns', routeKey: 'campaigns', labelKey: 'nav.campaigns' },
    {
      id: 'bonus-wheel',
      routeKey: 'bonusWheel',
      labelKey: 'nav.bonusWheel',
      badge: isLoggedIn && availableSpins >= 1 ? availableSpins : undefined,
    },
  ];
}

/** Secondary links of the mobile menu (below the main items). */
export const MORE_NAV_ITEMS: NavLinkItem[] = [
  { id: 'gold-rush', routeKey: 'goldRush', labelKey: 'nav.goldRush' },
  { id: 'bonus-game', routeKey: 'bonusGame', labelKey: 'nav.bonusGame' },
  { id: 'providers', routeKey: 'gameProviders', labelKey: 'nav.providers' },
  { id: 'news', routeKey: 'news', labelKey: 'nav.news' },
];
