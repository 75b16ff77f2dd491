import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { clearReloadGuard } from '@/lib/security/reloadGuard';
import { LOADING_FADE_MS, LOADING_HOLD_MS } from './loadingTimes';

export { LOADING_FADE_MS, LOADING_HOLD_MS } from './loadingTimes';

/**
 * The screen itself: rendered on the server where a page shows it, so its code is listed with those
 * pages only; the pre-rendered pages, which show none, do not load it (docs/decisions.md#loading-screen).
 */
const LoadingScreenView = dynamic(() => import('./LoadingScreenView').then((m) => m.LoadingScreenView));

const LOADED_EVENT = 'site:loaded';

type Phase = 'visible' | 'fading' | 'hidden';

const subscribeLoaded = (onChange: () => void) => {
  window.addEventListener(LOADED_EVENT, onChange);
  return () => window.removeEventListener(LOADED_EVENT, onChange);
};

/** True once the loading screen has faded away (it stays so for the life of the tab). */
export function useSiteLoaded(): boolean {
  return useSyncExternalStore(
    subscribeLoaded,
    () => document.documentElement.dataset.loaded === 'true',
    () => false,
  );
}

export interface LoadingScreenProps {
  /** True while any loading flag is set. */
  loading: boolean;
  /** False on pages without the screen (route flag `loadingScreen`): loaded is signalled as soon as the flags clear. */
  shown?: boolean;
  onLoaded?: () => void;
}

function signalLoaded() {
  // The page runs: a script failure after a later release may reload it once again.
  clearReloadGuard();
  document.documentElement.dataset.loaded = 'true';
  window.dispatchEvent(new Event(LOADED_EVENT));
}

export function LoadingScreen({ loading, shown = true, onLoaded }: LoadingScreenProps) {
  const [phase, setPhase] = useState<Phase>('visible');

  // Without the screen nothing is held: the first page is loaded once its flags clear. Once loaded
  // (here or after a fade), later pages (client navigations) never show the screen.
  const siteLoaded = useSiteLoaded();
  useEffect(() => {
    if (shown || loading || siteLoaded) return;
    signalLoaded();
    onLoaded?.();
  }, [shown, loading, siteLoaded, onLoaded]);

  // While a loading flag is set the screen is up; once they all clear, hold for 1 s, then fade.
  useEffect(() => {
    if (!shown || loading || phase !== 'visible') return undefined;
    const hold = setTimeout(() => setPhase('fading'), LOADING_HOLD_MS);
    return () => clearTimeout(hold);
  }, [shown, loading, phase]);

  useEffect(() => {
    if (loading || phase !== 'fading') return undefined;
    const fade = setTimeout(() => {
      setPhase('hidden');
      signalLoaded();
      onLoaded?.();
    }, LOADING_FADE_MS);
    return () => clearTimeout(fade);
  }, [loading, phase, onLoaded]);

  if (!shown || siteLoaded || phase === 'hidden') return null;
  return <LoadingScreenView fading={phase === 'fading' && !loading} />;
}
