import { INBOX_COLUMNS } from '@pond/core';
import type { InboxFilters, InboxRequest } from '@pond/supabase';
import { saveCsv, tableCsv } from './csv.ts';

/** The requests shown, as CSV with a header row. */
export const inboxCsv = (rows: readonly InboxRequest[]) => tableCsv(rows, INBOX_COLUMNS);

/** Saves the CSV as a file named for the day and filters. */
export function downloadCsv(csv: string, filters: InboxFilters) {
  const range =
    [filters.from, filters.to].filter(Boolean).join('-to-') || new Date().toISOString().slice(0, 10);
  saveCsv(csv, `quote-requests-${range}.csv`);
}
