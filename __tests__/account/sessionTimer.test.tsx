import { act, fireEvent, screen } from '@testing-library/react';
import { SessionTimer } from '@/components/account/SessionTimer';
import { clampPosition, formatSessionTime, moveByKey, readTimerPosition, sessionTimeParts } from '@/lib/account/sessionTime';
import { initialProfileState, makeStore, type RootState } from '@/store';
import { restoreSessionTimer } from '@/store/profile';
import { STORAGE_KEYS } from '@/lib/account/sessionStorage';
import { fakeT, renderWithStore } from '../components/testUtils';

jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

const MINUTE = 60_000;

beforeEach(() => window.sessionStorage.clear());

describe('session time format (hours and minutes)', () => {
  it('formats H:MM', () => {
    expect(formatSessionTime(0)).toBe('0:00');
    expect(formatSessionTime(59_999)).toBe('0:00');
    expect(formatSessionTime(5 * MINUTE)).toBe('0:05');
    expect(formatSessionTime(90 * MINUTE + 30_000)).toBe('1:30');
    expect(formatSessionTime(26 * 60 * MINUTE)).toBe('26:00');
    expect(formatSessionTime(-5)).toBe('0:00');
    expect(formatSessionTime(Number.NaN)).toBe('0:00');
    expect(sessionTimeParts(125 * MINUTE)).toEqual({ hours: 2, minutes: 5 });
  });
});

describe('session timer in session storage', () => {
  it('a new login starts the timer now and keeps the start', async () => {
    const store = makeStore();
    await store.dispatch(restoreSessionTimer(1_000_000));
    expect(store.getState().profile.sessionTimer).toBe('1000000');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.sessionTimerStart)).toBe('1000000');
  });

  it('a reload restores the stored start', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.sessionTimerStart, '5000');
    const store = makeStore();
    await store.dispatch(restoreSessionTimer(9_999_999));
    expect(store.getState().profile.sessionTimer).toBe('5000');
  });
});

describe('position helpers', () => {
  it('arrow keys move by 10 px, with Shift by 50 px', () => {
    expect(moveByKey({ x: 100, y: 100 }, 'ArrowLeft', false)).toEqual({ x: 90, y: 100 });
    expect(moveByKey({ x: 100, y: 100 }, 'ArrowDown', true)).toEqual({ x: 100, y: 150 });
    expect(moveByKey({ x: 100, y: 100 }, 'Enter', false)).toBeNull();
  });

  it('keeps the timer in the viewport', () => {
    expect(clampPosition({ x: -20, y: 900 }, { width: 100, height: 40 }, { width: 1280, height: 720 })).toEqual({ x: 0, y: 680 });
  });
});

describe('<SessionTimer>', () => {
  const state = (start: number): Partial<RootState> => ({
    profile: { ...initialProfileState(), isLoggedIn: true, sessionTimer: String(start) },
  });

  it('shows hours and minutes since login', () => {
    jest.useFakeTimers();
    try {
      const start = Date.now() - (65 * MINUTE + 10_000);
      renderWithStore(<SessionTimer />, state(start));
      act(() => {
        jest.advanceTimersByTime(1);
      });
      const timer = screen.getByTestId('session-timer');
      expect(timer).toHaveAttribute('role', 'timer');
      expect(timer).toHaveTextContent('1:05');
      expect(timer).toHaveAttribute('aria-label', 'sessionTimer.label(hours=1,minutes=5)');
    } finally {
      jest.useRealTimers();
    }
  });

  it('moves with the arrow keys and keeps the position in session storage', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.sessionTimerPosition, JSON.stringify({ x: 200, y: 300 }));
    renderWithStore(<SessionTimer />, state(Date.now()));
    const timer = screen.getByTestId('session-timer');
    expect(timer).toHaveStyle({ left: '200px', top: '300px' });
    fireEvent.keyDown(timer, { key: 'ArrowRight' });
    fireEvent.keyDown(timer, { key: 'ArrowUp', shiftKey: true });
    expect(timer).toHaveStyle({ left: '210px', top: '250px' });
    expect(readTimerPosition()).toEqual({ x: 210, y: 250 });
  });

  it('can be dragged with the mouse', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.sessionTimerPosition, JSON.stringify({ x: 100, y: 100 }));
    renderWithStore(<SessionTimer />, state(Date.now()));
    const timer = screen.getByTestId('session-timer');
    fireEvent.mouseDown(timer, { button: 0, clientX: 110, clientY: 110 });
    fireEvent.mouseMove(document, { clientX: 310, clientY: 210 });
    fireEvent.mouseUp(document, { clientX: 310, clientY: 210 });
    expect(timer).toHaveStyle({ left: '300px', top: '200px' });
    expect(readTimerPosition()).toEqual({ x: 300, y: 200 });
  });
});
