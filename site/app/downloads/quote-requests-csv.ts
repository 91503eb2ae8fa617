import type { InboxFilters, InboxRequest } from '@pond/supabase';
import { saveCsv, toCsv, type CsvColumns } from './csv.ts';

const COLUMNS: CsvColumns<InboxRequest> = [
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
  { header: 'campaign', value: (row) => row.campaign },
  { header: 'utm_source', value: (row) => row.utm_source },
  { header: 'utm_medium', value: (row) => row.utm_medium },
  { header: 'utm_campaign', value: (row) => row.utm_campaign },
  { header: 'claimed_origin', value: (row) => row.page_origin },
  { header: 'recorded_origin', value: (row) => row.request_origin },
  { header: 'builders', value: (row) => row.builders },
  { header: 'withdrawn_at', value: (row) => row.withdrawn_at },
  { header: 'id', value: (row) => row.id },
];

/** The requests shown, as CSV with a header row. */
export function inboxCsv(rows: readonly InboxRequest[]): string {
  return toCsv(rows, COLUMNS);
}

/** Saves the CSV as a file named for the day and filters. */
export function downloadCsv(csv: string, filters: InboxFilters) {
  const range =
    [filters.from, filters.to].filter(Boolean).join('-to-') || new Date().toISOString().slice(0, 10);
  saveCsv(csv, `quote-requests-${range}.csv`);
}
