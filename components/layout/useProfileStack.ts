import { useCallback, useEffect, useRef, useState } from 'react';
import { SIDEBAR_TRANSITION_MS } from '@/lib/constants';
import { PROFILE_ROOT, type ProfilePageKey } from './profilePageKeys';

/** A stack of profile pages; reset to the profile page 500 ms after the panel closes. */
export function useProfileStack(open: boolean) {
  const [stack, setStack] = useState<ProfilePageKey[]>([PROFILE_ROOT]);
  useEffect(() => {
    if (open) return undefined;
    const timer = setTimeout(() => setStack([PROFILE_ROOT]), SIDEBAR_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);
  const push = useCallback((page: ProfilePageKey) => setStack((current) => [...current, page]), []);
  const back = useCallback(() => setStack((current) => (current.length > 1 ? current.slice(0, -1) : current)), []);
  return { stack, page: stack[stack.length - 1], push, back, atRoot: stack.length === 1 };
}

/**
 * Moves focus to the page title whenever the stack changes page while the panel is open (the
 * button that opened the page is gone), so keyboard and screen reader users land on the new page.
 */
export function useFocusOnPageChange(page: ProfilePageKey, open: boolean, title: () => HTMLElement | null | undefined): void {
  const previous = useRef(page);
  useEffect(() => {
    if (open && previous.current !== page) title()?.focus();
    previous.current = page;
  }, [page, open, title]);
}
