/** The top navigation's game groups from GET /menu (casino games and live casino sub-links). */
import type { MenuItem } from '@/lib/games/types';

interface NavGroup {
  id: number;
  slug: string;
  title: string;
}

export interface NavGroups {
  slotGroups: NavGroup[];
  liveCasinoGroups: NavGroup[];
}

export function navGroupsFromMenu(menu: MenuItem[] | null | undefined): NavGroups | null {
  if (!menu) return null;
  const children = (routeKey: string, childKey: string) =>
    (menu.find((item) => item.routeKey === routeKey)?.children ?? [])
      .filter((child) => child.routeKey === childKey && child.slug)
      .map((child) => ({ id: child.id, slug: child.slug, title: child.title }));
  return { slotGroups: children('slotsIndex', 'slotsGroup'), liveCasinoGroups: children('liveCasino', 'liveCasinoGroup') };
}
