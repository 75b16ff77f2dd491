import { createContext, useContext, type ReactNode } from 'react';
import type { NavGroups } from '@/lib/games/nav';

const EMPTY: NavGroups = { slotGroups: [], liveCasinoGroups: [] };
const NavGroupsContext = createContext<NavGroups>(EMPTY);

/** Provides the navigation's game groups (from the page's layout data) to the header and mobile menu. */
export function NavGroupsProvider({ value, children }: { value: NavGroups | null | undefined; children: ReactNode }) {
  return <NavGroupsContext.Provider value={value ?? EMPTY}>{children}</NavGroupsContext.Provider>;
}

export function useNavGroups(): NavGroups {
  return useContext(NavGroupsContext);
}
