import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import styled, { keyframes } from 'styled-components';
import { Logo } from './Logo';
import { theme } from '@/styles/theme';

/** After the loading flags clear: wait 1 s, then fade out for 0.5 s, then hide and signal loaded. */
export const LOADING_HOLD_MS = 1000;
export const LOADING_FADE_MS = 500;
const LOADED_EVENT = 'site:loaded';

type Phase = 'visible' | 'fading' | 'hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Screen = styled.div<{ $fading: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.loading};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.lg};
  background: ${theme.colors.bgDeep};
  opacity: ${({ $fading }) => ($fading ? 0 : 1)};
  transition: opacity ${LOADING_FADE_MS}ms ease;
`;

const Spinner = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid ${theme.colors.surfaceRaised};
  border-top-color: ${theme.colors.gold};
  animation: ${spin} 0.9s linear infinite;
`;

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
  document.documentElement.dataset.loaded = 'true';
  window.dispatchEvent(new Event(LOADED_EVENT));
}

export function LoadingScreen({ loading, shown = true, onLoaded }: LoadingScreenProps) {
  const { t } = useTranslation('common');
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
  return (
    <Screen $fading={phase === 'fading' && !loading} role="status" aria-live="polite" data-testid="loading-screen" className="loading-screen">
      <Logo width={200} height={57} />
      <Spinner aria-hidden="true" />
      <span className="visually-hidden">{t('loading.label')}</span>
    </Screen>
  );
}
