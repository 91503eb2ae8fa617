// The files staff and partners download (CSV). Loaded when they press the button, and kept out of
// components/ and lib/ so the site's shared chunk never takes the CSV library into every page.
import { inertCsvCell } from '@pond/core';
import { stringify } from 'csv-stringify/browser/esm/sync';

/** A CSV file's columns: a header and how to read each row's cell. */
export type CsvColumns<Row> = readonly {
  header: string;
  value: (row: Row) => string | number | boolean | null;
}[];

/** Rows as CSV with a header row. */
export function toCsv<Row>(rows: readonly Row[], columns: CsvColumns<Row>): string {
  return stringify(
    rows.map((row) => columns.map((column) => inertCsvCell(column.value(row)))),
    { header: true, columns: columns.map((column) => column.header) },
  );
}

/** Saves CSV text as a file of this name, from the browser. */
export function saveCsv(csv: string, fileName: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
