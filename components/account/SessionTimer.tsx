import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { media } from '@/styles/theme';
import { selectSessionTimer, useAppSelector } from '@/store';
import { clampPosition, formatSessionTime, moveByKey, readTimerPosition, saveTimerPosition, sessionTimeParts, type TimerPosition } from './sessionTime';

const Box = styled.div`
  display: none;
  ${media.up('lg')} {
    position: fixed;
    z-index: ${({ theme }) => theme.zIndices.header + 1};
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.card};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
    cursor: grab;
    touch-action: none;
    user-select: none;
    &:active { cursor: grabbing; }
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
    & .label { color: ${({ theme }) => theme.colors.textMuted}; }
  }
`;

/**
 * The session timer (large screens only): time since login in hours and minutes, draggable with
 * the mouse and with the arrow keys; its position and start time are kept in session storage.
 */
export function SessionTimer() {
  const { t } = useTranslation('account');
  const start = Number(useAppSelector(selectSessionTimer));
  const [now, setNow] = useState(start);
  const [position, setPosition] = useState<TimerPosition | null>(() => readTimerPosition());
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number; moved: boolean } | null>(null);

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
    const clamped = clampPosition(next, { width: rect?.width ?? 0, height: rect?.height ?? 0 }, { width: window.innerWidth, height: window.innerHeight });
    setPosition(clamped);
    if (save) saveTimerPosition(clamped);
  };

  const currentPosition = (): TimerPosition => {
    const rect = box.current?.getBoundingClientRect();
    return position ?? { x: rect?.left ?? 16, y: rect?.top ?? 16 };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const from = currentPosition();
    drag.current = { dx: event.clientX - from.x, dy: event.clientY - from.y, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current.moved = true;
    place({ x: event.clientX - drag.current.dx, y: event.clientY - drag.current.dy }, false);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const moved = drag.current.moved;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    if (moved && position) saveTimerPosition(position);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = moveByKey(currentPosition(), event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    place(next, true);
  };

  const elapsed = Math.max(0, now - start);
  const { hours, minutes } = sessionTimeParts(elapsed);
  const style = position ? { left: position.x, top: position.y } : { left: 16, bottom: 16 };
  return (
    <Box
      ref={box}
      role="timer"
      tabIndex={0}
      aria-label={t('sessionTimer.label', { hours, minutes })}
      aria-describedby="session-timer-help"
      title={t('sessionTimer.help')}
      style={style}
      data-testid="session-timer"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
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
}
