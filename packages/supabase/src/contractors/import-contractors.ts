import { validateImportRecords, type ImportRowFailure } from '@pond/core/import-record';
import type { PondClient } from '../client.ts';
import { PondDataError } from '../errors.ts';

export interface ImportReport {
  inserted: number;
  updated: number;
  /** Rows that were not written, 1-based as in the file, with every reason. */
  failed: ImportRowFailure[];
  /** With dryRun: rows that passed validation and would be written. */
  valid: number;
}

const CHUNK = 500;

/**
 * Staff import (spec §2.16, §5 'Import'): each record is checked with the rules of @pond/core,
 * then the valid ones go to the database in chunks, where each either inserts or updates the
 * contractor with the same name + city + state. Rows either side rejects are reported with the
 * reasons and leave nothing behind. With dryRun nothing is written.
 */
export async function importContractors(
  client: PondClient,
  records: readonly unknown[],
  options: { dryRun?: boolean; onProgress?: (done: number, total: number) => void } = {},
): Promise<ImportReport> {
  const { valid, failed } = validateImportRecords(records);
  const report: ImportReport = { inserted: 0, updated: 0, failed: [...failed], valid: valid.length };
  if (options.dryRun) return report;

  for (let start = 0; start < valid.length; start += CHUNK) {
    const chunk = valid.slice(start, start + CHUNK);
    const { data, error } = await client.rpc('import_contractors', {
      p_records: chunk.map(({ record }) => record),
    });
    if (error) {
      const reason = error.code === '42501' ? 'Only staff may import contractors' : error.message;
      throw new PondDataError(`Import stopped at row ${chunk[0]?.row}: ${reason}`, { cause: error });
    }
    for (const result of data ?? []) {
      const row = chunk[(result.row_index ?? 1) - 1]?.row ?? 0;
      if (result.status === 'inserted') report.inserted++;
      else if (result.status === 'updated') report.updated++;
      else report.failed.push({ row, reasons: [result.error ?? 'Rejected by the database'] });
    }
    options.onProgress?.(Math.min(start + CHUNK, valid.length), valid.length);
  }
  report.failed.sort((a, b) => a.row - b.row);
  return report;
}
