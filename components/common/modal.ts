import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * The two boxes of every modal dialog (complete account, deposit, loss limits, reality check):
 * a fixed backdrop that dims the page and scrolls a tall dialog, and the dialog's card. Each
 * dialog extends them with what is its own (width, layer, heading spacing).
 */
export const ModalBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.panel + 10};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  overflow-y: auto;
  padding: ${theme.space.md};
  background: ${theme.colors.overlay};
`;

export const ModalCard = styled.div`
  width: min(480px, 100%);
  margin: auto 0;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.panel};
`;
