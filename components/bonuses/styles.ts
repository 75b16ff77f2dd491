import styled from 'styled-components';

/** Shared look of the bonus screens: sections, item cards, progress bars. */
export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  & > h2, & > h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

export const ItemList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  & h3, & h4 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  & p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  & .actions { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: center; flex-wrap: wrap; }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ProgressTrack = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bgDeep};
  overflow: hidden;
  & > div { height: 100%; background: ${({ theme }) => theme.colors.gold}; }
`;

export const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
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
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;
