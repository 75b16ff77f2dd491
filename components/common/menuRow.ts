import { css } from 'styled-components';
import { theme } from '@/styles/theme';

/** A full-width row of a menu or page list (phone panels, profile pages): label left, extras right. */
export const menuRowStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  width: 100%;
  min-height: 48px;
  padding: 0 ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
`;
