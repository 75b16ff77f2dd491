import { useCallback } from 'react';
import { POLL_INTERVALS } from '@/lib/constants';
import { usePolling } from '@/lib/polling';
import { useAppDispatch } from '@/store';
import { checkMaintenance } from '@/store/maintenance';

/**
 * Maintenance is checked on mount and every 60 s through the shared polling hook (paused while
 * the tab is hidden). The server's answer is preloaded into the store by _app.
 */
export function useMaintenance() {
  const dispatch = useAppDispatch();
  const run = useCallback(() => dispatch(checkMaintenance()), [dispatch]);
  usePolling([{ id: 'maintenance', intervalMs: POLL_INTERVALS.maintenance, run, immediate: true }]);
}
