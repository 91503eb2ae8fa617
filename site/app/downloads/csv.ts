// The files staff and partners download (CSV). Loaded when they press the button, and kept out of
// components/ and lib/ so the site's shared chunk never takes the CSV writer into every page. The
// columns and the writer are @pond/core's, the same the job worker's mailed files use.
export { tableCsv } from '@pond/core/csv';

/** Saves CSV text as a file of this name, from the browser. */
export function saveCsv(csv: string, fileName: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
