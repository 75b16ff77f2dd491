/**
 * The store's maintenance state from a maintenance answer. Apart from the check (./maintenance.ts)
 * and its polling (components/layout/useMaintenance.ts): _app preloads the server's answer on every
 * page, and importing it from there brought the polling scheduler into every page's first-load
 * JavaScript.
 */
import { initialAppState, type AppState } from './layout';
import type { MaintenanceInfo } from '@/lib/layout/types';

export function maintenanceState(info: MaintenanceInfo): Pick<AppState, 'maintenance' | 'serviceDisruption'> {
  return {
    maintenance: {
      active: info.maintenance.active,
      messages: info.maintenance.messages,
      logo: { width: info.maintenance.logo?.width || 200, height: info.maintenance.logo?.height || 57 },
    },
    serviceDisruption: {
      active: !info.maintenance.active && info.serviceDisruption.active,
      messages: info.serviceDisruption.messages,
    },
  };
}

/** Store state for the maintenance answer the server rendered with (preloaded into the store by _app). */
export function preloadedAppState(info: MaintenanceInfo | null | undefined): AppState {
  const state = initialAppState();
  return info ? { ...state, ...maintenanceState(info) } : state;
}
