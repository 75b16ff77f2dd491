import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** Shared look of the bonus screens: sections, item cards, progress bars. */
export const Section = styled.section`
  margin-bottom: ${theme.space.lg};
  & > h2,
  & > h3 {
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space.sm};
  }
`;

export const ItemList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  & h3,
  & h4 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  & p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  & .actions {
    display: flex;
    gap: ${theme.space.sm};
    align-items: center;
    flex-wrap: wrap;
  }
`;

export const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

export const ProgressTrack = styled.div`
  height: 10px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.bgDeep};
  overflow: hidden;
  & > div {
    height: 100%;
    background: ${theme.colors.gold};
  }
`;

export const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;

/** A result box that a click dismisses; its close button serves the keyboard. */
export const DismissibleBox = styled.div`
  position: relative;
  cursor: pointer;
  & .close {
    position: absolute;
    top: 4px;
    right: 8px;
    border: 0;
    background: transparent;
    color: inherit;
    font-size: 1.25rem;
    cursor: pointer;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;
