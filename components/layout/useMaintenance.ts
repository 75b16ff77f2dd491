import { useCallback } from 'react';
import { POLL_INTERVALS } from '@/lib/constants';
import { usePolling } from '@/lib/polling';
import type { MaintenanceInfo } from '@/services/layout/settings';
import { setMaintenance, setServiceDisruption, useAppDispatch, type AppDispatch } from '@/store';
import { maintenanceState } from './maintenanceState';

/** Put a maintenance answer into the store. */
function applyMaintenance(dispatch: AppDispatch, info: MaintenanceInfo) {
  const { maintenance, serviceDisruption } = maintenanceState(info);
  dispatch(setMaintenance(maintenance));
  dispatch(setServiceDisruption(serviceDisruption));
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

/**
 * Maintenance is checked on mount and every 60 s through the shared polling hook (paused while
 * the tab is hidden). The server's answer is preloaded into the store by _app.
 */
export function useMaintenance() {
  const dispatch = useAppDispatch();
  const run = useCallback(() => checkMaintenance(dispatch), [dispatch]);
  usePolling([{ id: 'maintenance', intervalMs: POLL_INTERVALS.maintenance, run, immediate: true }]);
}
