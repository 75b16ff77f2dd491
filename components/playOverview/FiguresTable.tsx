import styled from 'styled-components';
import { DataTable } from '@/components/common/DataTable';
import { theme } from '@/styles/theme';

/** A column of figures: its header and how a period's value is written. */
export interface FiguresColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => string;
}

export interface FiguresTableProps<Row> {
  caption: string;
  /** The header of the first column, which names each period. */
  periodHeader: string;
  rows: readonly Row[];
  rowLabel: (row: Row) => string;
  columns: readonly FiguresColumn<Row>[];
}

/**
 * In a box narrower than a table of seven columns needs (a phone, the profile dropdown), each
 * period's row is a block of "header: figure" lines instead, so nothing scrolls sideways. The
 * elements keep their table roles explicitly: a table whose parts are displayed as blocks loses
 * them in some browsers. The header a line repeats is drawn (::before) with an empty alternative
 * text, so a screen reader hears it once, from the column header.
 */
const Box = styled.div`
  container-type: inline-size;
  @container (max-width: 40rem) {
    & table,
    & tbody,
    & tr,
    & th,
    & td {
      display: block;
    }
    & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    & tbody tr {
      padding: ${theme.space.xs} 0;
      border-bottom: 1px solid ${theme.colors.border};
    }
    & tbody th,
    & tbody td {
      border: 0;
      padding: ${theme.space.xxs} 0;
    }
    & tbody td {
      display: flex;
      justify-content: space-between;
      gap: ${theme.space.md};
    }
    & tbody td::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      color: ${theme.colors.textMuted};
      text-align: left;
    }
  }
`;

/** A chart's figures as a table: one row per period, named in its first cell. */
export function FiguresTable<Row>({ caption, periodHeader, rows, rowLabel, columns }: FiguresTableProps<Row>) {
  return (
    <Box>
      {/* Roles stated on purpose: see Box. */}
      <DataTable role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {periodHeader}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className="num">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => {
            const label = rowLabel(row);
            return (
              <tr key={label} role="row">
                <th scope="row" role="rowheader">
                  {label}
                </th>
                {columns.map((column) => (
                  <td key={column.key} role="cell" className="num" data-column={column.key} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </Box>
  );
}
