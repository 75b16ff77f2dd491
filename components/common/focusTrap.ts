/** The one focus trap of the site's dialogs (side panels, the complete-account modal). */
import { useEffect, type KeyboardEvent, type RefObject } from 'react';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus the first control of a dialog on mount. */
export function useInitialFocus(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const first = container.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? container.current)?.focus();
  }, [container]);
}

/** Tab and Shift+Tab cycle inside the container (nothing to focus: Tab does nothing). Other keys pass. */
export function trapTab(container: HTMLElement | null, event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || !container) return;
  const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Keydown handler of a dialog that cannot be dismissed: Tab is trapped, Escape does nothing. */
export function trapKeys(container: HTMLElement | null, event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    return;
  }
  trapTab(container, event);
}
