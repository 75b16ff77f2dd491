import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { SESSION_TIMER_DOCK_ID } from './sessionTimerDock';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { selectSessionTimer, useAppSelector } from '@/store';
import {
  clampPosition,
  formatSessionTime,
  moveByKey,
  readTimerPosition,
  saveTimerPosition,
  sessionTimeParts,
  type TimerPosition,
} from '@/lib/account/sessionTime';

const Box = styled.div`
  display: none;
  ${media.up('lg')} {
    position: fixed;
    z-index: ${theme.zIndices.header + 1};
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    padding: ${`${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceRaised};
    border: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.card};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
    cursor: grab;
    user-select: none;
    &:active {
      cursor: grabbing;
    }
    &[data-docked] {
      position: static;
      padding-block: 2px;
      box-shadow: none;
    }
    &:focus-visible {
      outline: 2px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
    & .label {
      color: ${theme.colors.textMuted};
    }
  }
`;

/**
 * The session timer (large screens only): time since login in hours and minutes, draggable with
 * the mouse and with the arrow keys; its position and start time are kept in session storage.
 * Until the player moves it, it sits in the header's strip (a place of its own, over nothing of
 * the page: floating in a corner it covered the page's text); once moved it floats where put.
 */
export function SessionTimer() {
  const { t } = useTranslation('account');
  const start = Number(useAppSelector(selectSessionTimer));
  const [now, setNow] = useState(start);
  const [position, setPosition] = useState<TimerPosition | null>(() => readTimerPosition());
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 10_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);

  const place = (next: TimerPosition, save: boolean) => {
    const rect = box.current?.getBoundingClientRect();
    const clamped = clampPosition(
      next,
      { width: rect?.width ?? 0, height: rect?.height ?? 0 },
      { width: window.innerWidth, height: window.innerHeight },
    );
    setPosition(clamped);
    if (save) saveTimerPosition(clamped);
    return clamped;
  };

  const currentPosition = (): TimerPosition => {
    const rect = box.current?.getBoundingClientRect();
    return position ?? { x: rect?.left ?? 16, y: rect?.top ?? 16 };
  };

  const onMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const from = currentPosition();
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    let last: TimerPosition | null = null;
    const onMove = (move: MouseEvent) => {
      last = place({ x: move.clientX - dx, y: move.clientY - dy }, false);
    };
    const onUp = () => {
      document.removeEventListener('mousemove', onMove);
      document.removeEventListener('mouseup', onUp);
      if (last) saveTimerPosition(last);
    };
    document.addEventListener('mousemove', onMove);
    document.addEventListener('mouseup', onUp);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveByKey(currentPosition(), event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    place(next, true);
  };

  // Rendered only in the browser, after hydration (AccountLayer): the header's dock is there.
  const dock = typeof document === 'undefined' ? null : document.getElementById(SESSION_TIMER_DOCK_ID);
  const docked = !position && dock !== null;

  const elapsed = Math.max(0, now - start);
  const { hours, minutes } = sessionTimeParts(elapsed);
  const style = position ? { left: position.x, top: position.y } : docked ? undefined : { left: 16, bottom: 16 };
  const timer = (
    <Box
      ref={box}
      role="timer"
      tabIndex={0}
      aria-label={t('sessionTimer.label', { hours, minutes })}
      aria-describedby="session-timer-help"
      title={t('sessionTimer.help')}
      style={style}
      data-testid="session-timer"
      data-floating=""
      data-docked={docked ? '' : undefined}
      onMouseDown={onMouseDown}
      onKeyDown={onKeyDown}
    >
      <span className="label" aria-hidden="true">
        {t('sessionTimer.title')}
      </span>
      <span aria-hidden="true">{formatSessionTime(elapsed)}</span>
      <span id="session-timer-help" hidden>
        {t('sessionTimer.help')}
      </span>
    </Box>
  );
  return docked && dock ? createPortal(timer, dock) : timer;
}
