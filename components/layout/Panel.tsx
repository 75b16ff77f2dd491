import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { FOCUSABLE, trapTab } from '@/components/common/focusTrap';
import { IconButton } from './IconButton';
import { theme } from '@/styles/theme';

type PanelSide = 'right' | 'bottom';

const Backdrop = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.overlay};
  background: ${theme.colors.overlay};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity ${theme.transitions.panel};
`;

const Sheet = styled.div<{ $open: boolean; $side: PanelSide }>`
  position: fixed;
  z-index: ${theme.zIndices.panel};
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.panel};
  transition:
    transform ${theme.transitions.panel},
    visibility 0s linear ${({ $open }) => ($open ? '0s' : '500ms')};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  ${({ $side, $open }) =>
    $side === 'right'
      ? css`
          top: 0;
          right: 0;
          bottom: 0;
          width: min(420px, 100vw);
          transform: translateX(${$open ? '0' : '100%'});
        `
      : css`
          left: 0;
          right: 0;
          bottom: 0;
          max-height: 85vh;
          border-radius: ${`${theme.radii.xl} ${theme.radii.xl} 0 0`};
          transform: translateY(${$open ? '0' : '100%'});
        `}
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 56px;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  border-bottom: 1px solid ${theme.colors.border};
  & h2 {
    flex: 1;
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${theme.space.md};
`;

export interface PanelProps {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  side: PanelSide;
  /** The button that opened the panel; focus returns to it on close. */
  openerRef?: RefObject<HTMLElement | null>;
  /** Shown before the title (e.g. a back button). */
  headerStart?: ReactNode;
  /**
   * Render the body only from the first opening on: a body whose code loads on demand
   * (next/dynamic) then loads when the player opens the panel, not with the page.
   */
  renderWhenOpened?: boolean;
  /** Focus the panel's heading on open instead of its first control. */
  focusTitle?: boolean;
  children: ReactNode;
}

/**
 * A modal panel: focus moves in on open and back to the opener on close, Tab is trapped while
 * open, Escape and the backdrop close it.
 */
export function Panel({
  id,
  title,
  open,
  onClose,
  side,
  openerRef,
  headerStart,
  renderWhenOpened = false,
  focusTitle = false,
  children,
}: PanelProps) {
  const { t } = useTranslation('common');
  const sheet = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const showBody = !renderWhenOpened || opened;

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      if (focusTitle) {
        document.getElementById(`${id}-title`)?.focus();
        return undefined;
      }
      // The first control of the panel's body (e.g. the email field), else the first one at all.
      const bodyControl = () => sheet.current?.querySelector<HTMLElement>(`[data-panel-body] :is(${FOCUSABLE})`);
      const first = bodyControl() ?? sheet.current?.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? sheet.current)?.focus();
      const body = sheet.current?.querySelector('[data-panel-body]');
      if (bodyControl() || !body) return undefined;
      // A body still loading its code: its first control takes focus when it appears, unless the
      // player has moved focus on meanwhile.
      const focusedAtOpen = document.activeElement;
      const observer = new MutationObserver(() => {
        const control = bodyControl();
        if (!control) return;
        observer.disconnect();
        if (document.activeElement === focusedAtOpen) control.focus();
      });
      observer.observe(body, { childList: true, subtree: true });
      return () => observer.disconnect();
    } else if (wasOpen.current) {
      wasOpen.current = false;
      // Back to the opener, unless focus has already moved into another panel opened instead
      // (the menu panel's profile entry opens the profile panel).
      const active = document.activeElement;
      if (!active || active === document.body || sheet.current?.contains(active)) openerRef?.current?.focus();
    }
  }, [open, openerRef, focusTitle, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(sheet.current, event);
  };

  return (
    <>
      <Backdrop $open={open} onClick={onClose} aria-hidden="true" />
      <Sheet
        ref={sheet}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-hidden={!open}
        inert={!open}
        tabIndex={-1}
        $open={open}
        $side={side}
        onKeyDown={onKeyDown}
        data-open={open ? 'true' : 'false'}
      >
        <Header>
          {headerStart}
          <h2 id={`${id}-title`} tabIndex={-1}>
            {title}
          </h2>
          <IconButton type="button" onClick={onClose} aria-label={t('panel.close')}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
        </Header>
        <Body data-panel-body>{showBody && children}</Body>
      </Sheet>
    </>
  );
}
