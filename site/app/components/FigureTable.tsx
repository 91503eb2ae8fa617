import { cellText, shownColumns, type Columns } from '@pond/core';
import type { ReactNode } from 'react';
import { Scroll, Table } from './staff/staff-styles.ts';

/**
 * A table of figures from its columns in @pond/core (the same list its CSV and mail read): a heading
 * per column, a cell per row. A last column of actions (a link per row) is the page's own.
 */
export function FigureTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  action,
}: {
  label: string;
  columns: Columns<Row>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  action?: { heading: ReactNode; cell: (row: Row) => ReactNode };
}) {
  const shown = shownColumns(columns);
  return (
    <Scroll>
      <Table aria-label={label}>
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.header} scope="col">
                {column.label}
              </th>
            ))}
            {action ? <th scope="col">{action.heading}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {shown.map((column) => (
                // A cell of several parts (a homeowner's name, email and phone) keeps its lines.
                <td key={column.header} style={{ whiteSpace: 'pre-line' }}>
                  {cellText(column, row)}
                </td>
              ))}
              {action ? <td>{action.cell(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
