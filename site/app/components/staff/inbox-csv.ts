import type { InboxFilters, InboxRequest } from '@pond/supabase';
import { stringify } from 'csv-stringify/browser/esm/sync';

const COLUMNS: { header: string; value: (row: InboxRequest) => string | number | boolean | null }[] = [
  { header: 'received_at', value: (row) => row.created_at },
  { header: 'status', value: (row) => row.status },
  { header: 'name', value: (row) => row.name },
  { header: 'email', value: (row) => row.email },
  { header: 'phone', value: (row) => row.phone },
  { header: 'project_type', value: (row) => row.project_type },
  { header: 'location', value: (row) => row.location },
  { header: 'city', value: (row) => row.city },
  { header: 'state', value: (row) => row.state },
  { header: 'message', value: (row) => row.message },
  { header: 'from_profile', value: (row) => row.contractor_name },
  { header: 'source', value: (row) => row.source },
  { header: 'partner', value: (row) => row.partner },
  { header: 'claimed_origin', value: (row) => row.page_origin },
  { header: 'recorded_origin', value: (row) => row.request_origin },
  { header: 'builders', value: (row) => row.builders },
  { header: 'withdrawn_at', value: (row) => row.withdrawn_at },
  { header: 'id', value: (row) => row.id },
];

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, return at its start) gets a leading
 * apostrophe: homeowners type these fields, and staff open the file in a spreadsheet.
 */
const inert = (value: string | number | boolean | null) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** The requests shown, as CSV with a header row. */
export function inboxCsv(rows: readonly InboxRequest[]): string {
  return stringify(
    rows.map((row) => COLUMNS.map((column) => inert(column.value(row)))),
    { header: true, columns: COLUMNS.map((column) => column.header) },
  );
}

/** Saves the CSV as a file named for the day and filters. */
export function downloadCsv(csv: string, filters: InboxFilters) {
  const range =
    [filters.from, filters.to].filter(Boolean).join('-to-') || new Date().toISOString().slice(0, 10);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  link.download = `quote-requests-${range}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
