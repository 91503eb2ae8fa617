// A table of figures, declared once: each column's CSV header, its label in a table or a
// mail, how to read it from a row, and how to show it. Every CSV, table and mail that shows the same
// figures reads the same list, so they cannot disagree.

export interface Column<Row> {
  /** The CSV header: lower_snake, stable for the scripts that read our files. */
  header: string;
  /** The column's heading in a table, and the figure's label in a mail. */
  label: string;
  /** The cell as the CSV writes it. */
  value: (row: Row) => string | number | boolean | null;
  /** The cell as a table or a mail shows it; without one, the value as text ("—" when empty). */
  format?: (row: Row) => string;
  /** A column only the CSV carries (parts a table shows joined), or only a table shows. */
  only?: 'csv' | 'table';
}

export type Columns<Row> = readonly Column<Row>[];

/** The columns a CSV file carries, and those a table or mail shows. */
export const csvColumns = <Row>(columns: Columns<Row>) => columns.filter((column) => column.only !== 'table');
export const shownColumns = <Row>(columns: Columns<Row>) => columns.filter((column) => column.only !== 'csv');

/** A cell as people read it. */
export function cellText<Row>(column: Column<Row>, row: Row): string {
  if (column.format) return column.format(row);
  const value = column.value(row);
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The sum of a column of counts over rows. */
export const columnTotal = <Row>(column: Column<Row>, rows: readonly Row[]) =>
  rows.reduce((total, row) => total + Number(column.value(row) ?? 0), 0);
