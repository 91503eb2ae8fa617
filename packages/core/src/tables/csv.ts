// @pond/core/csv: a table of figures as a CSV file, the same bytes wherever it is made (the browser's
// download, the job worker's mail). Its own entry, so nothing but a CSV's maker loads the writer.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { inertCsvCell } from '../format/text.ts';
import { csvColumns, type Columns } from './columns.ts';

/** Rows as CSV with a header row, every cell made inert for spreadsheets. */
export function tableCsv<Row>(rows: readonly Row[], table: Columns<Row>): string {
  const columns = csvColumns(table);
  return stringify(
    rows.map((row) => columns.map((column) => inertCsvCell(column.value(row)))),
    { header: true, columns: columns.map((column) => column.header) },
  );
}
