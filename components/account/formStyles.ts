import styled from 'styled-components';
import { Card } from '@/components/common/ui';
import { theme } from '@/styles/theme';

/** A form card of the account pages; invalid inputs get a red border. */
export const FormCard = styled(Card)`
  max-width: 560px;
  & input[aria-invalid='true'],
  & select[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  & form > button[type='submit'] {
    width: 100%;
    margin-top: ${theme.space.sm};
  }
  & h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
  }
  & p.lead {
    margin: 0 0 ${theme.space.md};
    color: ${theme.colors.textMuted};
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};
  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const CheckRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-bottom: ${theme.space.sm};
  & label {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space.xs};
    cursor: pointer;
    font-size: ${theme.fontSizes.sm};
  }
  & input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${theme.colors.gold};
  }
  & a[data-info-link] {
    margin-left: 28px;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.gold};
  }
`;

/** The select of every form (registration, account completion, limits, profile pages). */
export const Select = styled.select`
  min-height: 44px;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.bgDeep};
  color: ${theme.colors.text};
`;
