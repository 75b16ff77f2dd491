/**
 * The maintenance check (docs/product/flows.md "Maintenance"): GET /cms/maintenance, its answer
 * put into the layout's state. A plain thunk (no Redux Toolkit); components/layout/useMaintenance.ts
 * polls it.
 */
import { shallowEqual } from 'react-redux';
import type { MaintenanceInfo } from '@/lib/layout/types';
import { setMaintenance, setServiceDisruption } from './layout';
import { maintenanceState } from './maintenanceState';
import type { AppDispatch, RootState } from './types';

/** The same notice: its state, its messages by language and its logo's size (react-redux's shallow comparison). */
const sameNotice = (a: { active: boolean; messages: object; logo?: object }, b: { active: boolean; messages: object; logo?: object }) =>
  a.active === b.active && shallowEqual(a.messages, b.messages) && shallowEqual(a.logo ?? {}, b.logo ?? {});

/**
 * Put a maintenance answer into the store: only what changed, so that a check bringing what the
 * store holds (nearly every check) re-renders nothing.
 */
function applyMaintenance(dispatch: AppDispatch, getState: () => RootState, info: MaintenanceInfo) {
  const next = maintenanceState(info);
  const { maintenance, serviceDisruption } = getState().app;
  if (!sameNotice(next.maintenance, maintenance)) dispatch(setMaintenance(next.maintenance));
  if (!sameNotice(next.serviceDisruption, serviceDisruption)) dispatch(setServiceDisruption(next.serviceDisruption));
}

/** One maintenance check; a failure is only logged (warning) and changes nothing. */
export const checkMaintenance = () => async (dispatch: AppDispatch, getState: () => RootState) => {
  // The CMS client loads with the first check (after hydration), not with the page.
  const { getMaintenance } = await import('@/services/layout/settings');
  const info = await getMaintenance();
  if (!info) {
    console.warn('Maintenance check failed; keeping the current state.');
    return;
  }
  applyMaintenance(dispatch, getState, info);
};
