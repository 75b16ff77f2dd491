/** Styled pieces shared by the profile pages. */
import styled from 'styled-components';
import { menuRowStyle } from '@/components/common/menuRow';
import { theme } from '@/styles/theme';

/** A list of rows that open pages (profile main, settings). */
/* The rows stand apart (2 px): rows that touched read as one block under the pointer. */
export const PageRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  & button.row {
    ${menuRowStyle};
  }
  & .end {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
`;

/** The account forms' select, one for every form. */
export { Select } from '@/components/account/formStyles';

export const TextArea = styled.textarea`
  min-height: 120px;
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.bgDeep};
  color: ${theme.colors.text};
  font: inherit;
  resize: vertical;
`;

export const InlineRow = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  & > select {
    flex: 0 0 auto;
    max-width: 45%;
  }
  & > input {
    flex: 1;
    min-width: 0;
  }
`;

export const Section = styled.section`
  margin-bottom: ${theme.space.lg};
  & h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.md};
  }
  & p {
    line-height: 1.5;
  }
`;

export const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export const CheckLine = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  cursor: pointer;
  & input {
    width: 20px;
    height: 20px;
    accent-color: ${theme.colors.gold};
  }
`;
