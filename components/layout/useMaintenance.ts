import { useCallback } from 'react';
import { POLL_INTERVALS } from '@/lib/constants';
import { usePolling } from '@/lib/polling';
import type { MaintenanceInfo } from '@/services/layout/settings';
import { initialAppState, setMaintenance, setServiceDisruption, useAppDispatch, type AppDispatch, type AppState } from '@/store';

/** Put a maintenance answer into the store. */
function applyMaintenance(dispatch: AppDispatch, info: MaintenanceInfo) {
  dispatch(
    setMaintenance({
      active: info.maintenance.active,
      messages: info.maintenance.messages,
      logo: {
        width: info.maintenance.logo?.width || 200,
        height: info.maintenance.logo?.height || 57,
      },
    }),
  );
  dispatch(
    setServiceDisruption({
      active: !info.maintenance.active && info.serviceDisruption.active,
      messages: info.serviceDisruption.messages,
    }),
  );
}

/** One maintenance check; a failure is only logged (warning) and changes nothing. */
export async function checkMaintenance(dispatch: AppDispatch): Promise<void> {
  // The CMS client loads with the first check (after hydration), not with the page.
  const { getMaintenance } = await import('@/services/layout/settings');
  const info = await getMaintenance();
  if (!info) {
    console.warn('Maintenance check failed; keeping the current state.');
    return;
  }
  applyMaintenance(dispatch, info);
}

/** Store state for the maintenance answer the server rendered with (preloaded into the store). */
export function preloadedAppState(info: MaintenanceInfo | null | undefined): AppState {
  const state = initialAppState();
  if (!info) return state;
  state.maintenance = {
    active: info.maintenance.active,
    messages: info.maintenance.messages,
    logo: { width: info.maintenance.logo?.width || 200, height: info.maintenance.logo?.height || 57 },
  };
  state.serviceDisruption = {
    active: !info.maintenance.active && info.serviceDisruption.active,
    messages: info.serviceDisruption.messages,
  };
  return state;
}

/**
 * Maintenance is checked on mount and every 60 s through the shared polling hook (paused while
 * the tab is hidden). The server's answer is preloaded into the store by _app.
 */
export function useMaintenance() {
  const dispatch = useAppDispatch();
  const run = useCallback(() => checkMaintenance(dispatch), [dispatch]);
  usePolling([{ id: 'maintenance', intervalMs: POLL_INTERVALS.maintenance, run, immediate: true }]);
}
