import { useCallback } from 'react';
import { shallowEqual } from 'react-redux';
import { POLL_INTERVALS } from '@/lib/constants';
import { usePolling } from '@/lib/polling';
import { setMaintenance, setServiceDisruption, useAppDispatch, type AppDispatch, type RootState } from '@/store';
import { maintenanceState } from './maintenanceState';
import type { MaintenanceInfo } from '@/lib/layout/types';

/** The same notice: its state, its messages by language and its logo's size (react-redux's shallow comparison). */
const sameNotice = (a: { active: boolean; messages: object; logo?: object }, b: { active: boolean; messages: object; logo?: object }) =>
  a.active === b.active && shallowEqual(a.messages, b.messages) && shallowEqual(a.logo ?? {}, b.logo ?? {});

/**
 * Put a maintenance answer into the store: only what changed, so that a check bringing what the
 * store holds (nearly every check) re-renders nothing.
 */
function applyMaintenance(dispatch: AppDispatch, info: MaintenanceInfo) {
  dispatch((_: AppDispatch, getState: () => RootState) => {
    const next = maintenanceState(info);
    const { maintenance, serviceDisruption } = getState().app;
    if (!sameNotice(next.maintenance, maintenance)) dispatch(setMaintenance(next.maintenance));
    if (!sameNotice(next.serviceDisruption, serviceDisruption)) dispatch(setServiceDisruption(next.serviceDisruption));
  });
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
