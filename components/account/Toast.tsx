import styled from 'styled-components';
import { media, theme } from '@/styles/theme';

/**
 * A fixed notice near the bottom of the screen (bank login status, marketing consent).
 * Its bottom edge sits above the phone's fixed bottom bars (the layout's --fixed-bottom:
 * navigation, and the balance bar when shown).
 */
export const Toast = styled.div`
  position: fixed;
  left: 50%;
  bottom: calc(var(--fixed-bottom, ${theme.layout.bottomNavHeight}) + 16px);
  ${media.up('md')} {
    bottom: 24px;
  }
  // Below the panels and their backdrop: an open panel or modal covers the notice.
  z-index: ${theme.zIndices.overlay - 1};
  transform: translateX(-50%);
  width: min(480px, calc(100vw - 32px));
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.panel};
  & p {
    margin: 0 0 ${theme.space.sm};
  }
  & .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
  }
`;
