import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseImportJson } from '@pond/core/import-record';
import { parseImportCsv, type ImportFile } from './parse-import-csv.ts';

export type { ImportFile };

/** Reads a staff import file: a JSON array (spec §2.16) or a CSV with a header row (parseImportCsv). */
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
  return path.extname(file).toLowerCase() === '.csv' ? parseImportCsv(text) : parseImportJson(text);
}
