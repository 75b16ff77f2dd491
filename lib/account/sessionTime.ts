/** Session timer helpers (docs/product/flows.md: kept in session storage, shows hours and minutes). */
import { readSession, STORAGE_KEYS, writeSession } from '@/lib/account/sessionStorage';

export interface TimerPosition {
  x: number;
  y: number;
}

/** Hours and minutes of an elapsed time (whole minutes, never negative). */
export function sessionTimeParts(elapsedMs: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor((Number.isFinite(elapsedMs) ? elapsedMs : 0) / 60000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** 'H:MM', e.g. 0:05, 1:30, 26:00. */
export function formatSessionTime(elapsedMs: number): string {
  const { hours, minutes } = sessionTimeParts(elapsedMs);
  return `${hours}:${String(minutes).padStart(2, '0')}`;
}

export function readTimerPosition(): TimerPosition | null {
  try {
    const value = JSON.parse(readSession(STORAGE_KEYS.sessionTimerPosition) ?? 'null') as unknown;
    if (value && typeof value === 'object') {
      const { x, y } = value as Record<string, unknown>;
      if (typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)) return { x, y };
    }
  } catch {
    // a broken value is ignored
  }
  return null;
}

export function saveTimerPosition(position: TimerPosition): void {
  writeSession(STORAGE_KEYS.sessionTimerPosition, JSON.stringify(position));
}

/** Keep the timer inside the viewport. */
export function clampPosition(
  position: TimerPosition,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): TimerPosition {
  return {
    x: Math.min(Math.max(0, position.x), Math.max(0, viewport.width - size.width)),
    y: Math.min(Math.max(0, position.y), Math.max(0, viewport.height - size.height)),
  };
}

/** Arrow keys move the timer by 10 px, with Shift by 50 px. */
export function moveByKey(position: TimerPosition, key: string, shift: boolean): TimerPosition | null {
  const step = shift ? 50 : 10;
  switch (key) {
    case 'ArrowLeft':
      return { x: position.x - step, y: position.y };
    case 'ArrowRight':
      return { x: position.x + step, y: position.y };
    case 'ArrowUp':
      return { x: position.x, y: position.y - step };
    case 'ArrowDown':
      return { x: position.x, y: position.y + step };
    default:
      return null;
  }
}
