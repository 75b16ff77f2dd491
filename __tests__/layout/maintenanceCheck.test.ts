import type { SanitizedHtml } from '@/lib/html/safe';
import { preloadedAppState } from '@/store/maintenanceState';
import { checkMaintenance } from '@/store/maintenance';
import { getMaintenance } from '@/services/layout/settings';
import { makeStore } from '@/store';

jest.mock('@/services/layout/settings', () => ({ getMaintenance: jest.fn() }));
const getMaintenanceMock = getMaintenance as jest.Mock;

describe('maintenance check', () => {
  it('changes nothing when the answer is what the store holds, so nothing re-renders', async () => {
    const store = makeStore();
    const answer = { maintenance: { active: false, messages: {} }, serviceDisruption: { active: true, messages: { fi: 'Hitautta' } } };
    getMaintenanceMock.mockResolvedValue(answer);
    await store.dispatch(checkMaintenance());
    const before = store.getState();
    const changes = jest.fn();
    store.subscribe(changes);
    await store.dispatch(checkMaintenance());
    expect(store.getState()).toBe(before);
    expect(changes).not.toHaveBeenCalled();
    // A changed message is stored.
    getMaintenanceMock.mockResolvedValue({ ...answer, serviceDisruption: { active: true, messages: { fi: 'Hitautta yhä' } } });
    await store.dispatch(checkMaintenance());
    expect(store.getState().app.serviceDisruption.messages).toEqual({ fi: 'Hitautta yhä' });
  });

  it('turns maintenance on with the messages and logo size', async () => {
    const store = makeStore();
    getMaintenanceMock.mockResolvedValue({
      maintenance: { active: true, messages: { en: 'Back soon' }, logo: { width: 320 } },
      serviceDisruption: { active: true, messages: { en: 'Slow' } },
    });
    await store.dispatch(checkMaintenance());
    const { maintenance, serviceDisruption } = store.getState().app;
    expect(maintenance).toEqual({ active: true, messages: { en: 'Back soon' }, logo: { width: 320, height: 57 } });
    // the disruption notice only shows when maintenance is off
    expect(serviceDisruption.active).toBe(false);
  });

  it('shows a service disruption when maintenance is off', async () => {
    const store = makeStore();
    getMaintenanceMock.mockResolvedValue({
      maintenance: { active: false, messages: {} },
      serviceDisruption: { active: true, messages: { fi: 'Hitautta' } },
    });
    await store.dispatch(checkMaintenance());
    expect(store.getState().app.serviceDisruption).toEqual({ active: true, messages: { fi: 'Hitautta' } });
    expect(store.getState().app.maintenance.logo).toEqual({ width: 200, height: 57 });
  });

  it('only warns and changes nothing when the check fails', async () => {
    const store = makeStore({
      app: preloadedAppState({
        maintenance: { active: true, messages: { en: 'x' as SanitizedHtml } },
        serviceDisruption: { active: false, messages: {} },
      }),
    });
    const before = store.getState().app;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error');
    getMaintenanceMock.mockResolvedValue(null);
    await store.dispatch(checkMaintenance());
    expect(store.getState().app).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
