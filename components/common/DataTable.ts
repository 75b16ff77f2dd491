import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** A table of figures: a caption, muted column headers, numbers right-aligned in cells of class `num`. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  & caption {
    text-align: left;
    font-weight: 700;
    padding: ${theme.space.xs} 0;
  }
  & th,
  & td {
    padding: ${theme.space.xs};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
  }
  & th {
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }
  & td.num,
  & th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
