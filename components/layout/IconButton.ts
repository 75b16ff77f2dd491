import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** A square icon button (a panel's close and back buttons, the header dropdown's back button). */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  padding: 0 ${theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
`;
