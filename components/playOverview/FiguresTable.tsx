import { DataTable } from '@/components/common/DataTable';

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

/** A chart's figures as a table: one row per period, named in its first cell. */
export function FiguresTable<Row>({ caption, periodHeader, rows, rowLabel, columns }: FiguresTableProps<Row>) {
  return (
    <DataTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{periodHeader}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className="num">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const label = rowLabel(row);
          return (
            <tr key={label}>
              <th scope="row">{label}</th>
              {columns.map((column) => (
                <td key={column.key} className="num" data-column={column.key}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
