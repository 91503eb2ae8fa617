// The browser build of csv-parse: the same parser in Node (the import command) and in the staff
// import page, which loads this only when a CSV file is chosen.
import { parse } from 'csv-parse/browser/esm/sync';

export type ImportFile = { ok: true; records: unknown[] } | { ok: false; error: string };

/**
 * A staff import CSV: a header row whose columns are the contractor fields (name, city, state,
 * postal_code, street, phone, email, website, image_url, rating, reviews, rating_source). Unknown columns are ignored by
 * the checks; blank cells are "not given".
 */
export function parseImportCsv(text: string): ImportFile {
  try {
    const records: unknown[] = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
    return { ok: true, records };
  } catch (error) {
    return { ok: false, error: `Invalid CSV: ${(error as Error).message}` };
  }
}
