import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled, { keyframes } from 'styled-components';
import { theme } from '@/styles/theme';
import { Logo } from './Logo';
import { LOADING_FADE_MS } from './loadingTimes';

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

/** The loading screen's look: the logo and a spinner over the page; it fades when `fading`. */
export function LoadingScreenView({ fading }: { fading: boolean }) {
  const { t } = useTranslation('common');
  // Hydrated: the head's CSS lifts a screen still up after the give-way time without the reload
  // notice (components/layout/giveWay.ts). Set after hydration, so the server HTML matches.
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => {
    screen.current?.setAttribute('data-hydrated', '');
  }, []);
  return (
    <Screen ref={screen} $fading={fading} role="status" aria-live="polite" data-testid="loading-screen" className="loading-screen">
      <Logo width={200} height={57} />
      <Spinner aria-hidden="true" />
      <span className="visually-hidden">{t('loading.label')}</span>
    </Screen>
  );
}
