import Router from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SIDEBAR_TRANSITION_MS } from '@/lib/constants';
import { PROFILE_ROOT, type ProfilePageKey } from './profilePageKeys';

/**
 * The profile stack in the browser's history (docs/decisions.md#panel-history): opening the
 * dropdown or the phone's profile panel and each page opened in it add a history entry on the same
 * address, so Back steps back a page (and from the first one closes the panel) and Forward steps
 * forward again. Closing by its own controls (Escape, ×, logout) drops the panel's entries, so a
 * later Back leaves the page as before.
 */
const KEY = '__profileStack';

interface StackEntry {
  /** Which panel the entry belongs to ('dropdown', 'panel'). */
  scope: string;
  stack: ProfilePageKey[];
}

const entryOf = (state: unknown): StackEntry | undefined => (state as Record<string, StackEntry> | null)?.[KEY];
const here = () => `${location.pathname}${location.search}`;

/** The address of the page Next's router shows, and whether the current entry is a panel's. */
let renderedPage: string | null = null;
let onPanelEntry = false;
let routerHooked = false;
/**
 * A panel closed by its own controls steps back over its entries (history.go, which lands later):
 * that pop changes no panel, and an opening meanwhile adds its entry once it has landed.
 */
let ownPopPending = false;
let lastPopWasOwn = false;
let afterOwnPop: (() => void)[] = [];

/**
 * Next's router would treat a Back between two entries of the page it shows as a navigation (and a
 * page change closes the panels): it leaves those to the panel. Another page's entry is Next's.
 */
function hookRouter(): void {
  if (routerHooked) return;
  routerHooked = true;
  renderedPage = here();
  // Registered before any panel's own listener, so those read what this pop was.
  window.addEventListener('popstate', (event) => {
    onPanelEntry = Boolean(entryOf(event.state));
    lastPopWasOwn = ownPopPending;
    ownPopPending = false;
    const waiting = afterOwnPop;
    afterOwnPop = [];
    waiting.forEach((run) => run());
  });
  // Without Next's router (a unit test) there is no page change to follow.
  if (!Router.router) return;
  Router.events.on('routeChangeComplete', () => {
    renderedPage = here();
  });
  Router.beforePopState((state) => !(here() === renderedPage && (entryOf(state) || onPanelEntry)));
}

function pushEntry(entry: StackEntry): void {
  hookRouter();
  if (ownPopPending) {
    afterOwnPop.push(() => pushEntry(entry));
    return;
  }
  onPanelEntry = true;
  history.pushState({ ...(history.state as object), [KEY]: entry }, '', location.href);
}

function stepBack(entries: number): void {
  onPanelEntry = false;
  ownPopPending = true;
  history.go(-entries);
}

/**
 * A stack of profile pages kept in history entries while the panel is open; reset to the profile
 * page 500 ms after the panel closes. `setOpen` lets Back close the panel and Forward reopen it.
 */
export function useProfileStack(open: boolean, scope = 'panel', setOpen?: (open: boolean) => void) {
  const [stack, setStack] = useState<ProfilePageKey[]>([PROFILE_ROOT]);
  const stackRef = useRef(stack);
  /** Set while an opening or closing comes from history, so it adds or drops no entry. */
  const fromHistory = useRef(false);
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    stackRef.current = stack;
    setOpenRef.current = setOpen;
  });

  useEffect(() => {
    hookRouter();
    const onPop = (event: PopStateEvent) => {
      // Read when it happens: the owner may hand over its setter only later (once logged in).
      if (!setOpenRef.current || lastPopWasOwn) return;
      const entry = entryOf(event.state);
      // Back into another page's entries is a navigation (Next's): the panel stays closed.
      if (here() !== renderedPage) return;
      if (entry?.scope === scope) {
        fromHistory.current = true;
        setStack(entry.stack);
        setOpenRef.current?.(true);
      } else if (!entry) {
        fromHistory.current = true;
        setOpenRef.current?.(false);
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [scope]);

  // Opening adds the panel's first entry; closing by the panel's own controls drops its entries.
  // Only a panel given `setOpen` keeps entries (the phone's panel once the player is known): one
  // opened before that gets its entry when it comes. False at first: a panel whose code arrives
  // with the opening (mounted open) adds its entry too.
  const tracked = setOpen !== undefined;
  const wasOpen = useRef(false);
  useEffect(() => {
    const byHistory = fromHistory.current;
    fromHistory.current = false;
    if (!tracked) {
      wasOpen.current = false;
      return;
    }
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (byHistory) return;
    if (open) {
      // Opened by the player: from the profile page (a stack left from a quick reopen is dropped).
      stackRef.current = [PROFILE_ROOT];
      setStack(stackRef.current);
      pushEntry({ scope, stack: stackRef.current });
    } else {
      const entry = entryOf(history.state);
      // Still on the panel's entries (not moved on by a link in it): step back over them.
      if (entry?.scope === scope && here() === renderedPage && !ownPopPending) stepBack(entry.stack.length);
    }
  }, [open, scope, tracked]);

  useEffect(() => {
    if (open) return undefined;
    const timer = setTimeout(() => setStack([PROFILE_ROOT]), SIDEBAR_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const push = useCallback(
    (page: ProfilePageKey) => {
      const next = [...stackRef.current, page];
      if (setOpenRef.current) pushEntry({ scope, stack: next });
      setStack(next);
    },
    [scope],
  );
  const back = useCallback(() => {
    if (stackRef.current.length <= 1) return;
    // The panel's own back button is the browser's Back: the same entry either way.
    if (setOpenRef.current && entryOf(history.state)?.scope === scope) history.back();
    else setStack((current) => current.slice(0, -1));
  }, [scope]);
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
