import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseImportJson } from '@pond/core/import-record';
import { parse } from 'csv-parse/sync';

export type ImportFile = { ok: true; records: unknown[] } | { ok: false; error: string };

/**
 * Reads a staff import file: a JSON array (spec §2.16) or a CSV with a header row whose columns
 * are the contractor fields (name, city, state, postal_code, street, phone, website, image_url,
 * rating, reviews). Unknown columns are ignored; blank cells are "not given".
 */
export async function readImportFile(file: string): Promise<ImportFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return {
      ok: false,
      error: `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    };
  }
  if (path.extname(file).toLowerCase() !== '.csv') return parseImportJson(text);
  try {
    const records = parse(text, {
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
