import { requestPlace } from '../leads/index.ts';
import type { Columns } from './columns.ts';

// Staff's inbox of quote requests: its table and its CSV export. The table joins a few
// of the file's columns into one cell (the homeowner, the place, the source).

export interface InboxLine {
  id: string | null;
  created_at: string | null;
  status: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  project_type: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  message: string | null;
  contractor_name: string | null;
  source: string | null;
  partner: string | null;
  campaign: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  page_origin: string | null;
  request_origin: string | null;
  builders: number | null;
  withdrawn_at: string | null;
}

/** A time as staff read it (their own zone), or a dash for none. */
export const staffTime = (value: string | null) => (value ? new Date(value).toLocaleString('en-US') : '—');

const csvOnly = (header: string, value: (row: InboxLine) => string | number | null) =>
  ({ header, label: header, value, only: 'csv' }) as const;

export const INBOX_COLUMNS: Columns<InboxLine> = [
  {
    header: 'received_at',
    label: 'Received',
    value: (row) => row.created_at,
    format: (row) => staffTime(row.created_at),
  },
  { header: 'status', label: 'Status', value: (row) => row.status },
  {
    header: 'homeowner',
    label: 'Homeowner',
    value: (row) => row.name,
    format: (row) => [row.name, row.email, row.phone].filter(Boolean).join('\n'),
    only: 'table',
  },
  csvOnly('name', (row) => row.name),
  csvOnly('email', (row) => row.email),
  csvOnly('phone', (row) => row.phone),
  { header: 'project_type', label: 'Project', value: (row) => row.project_type },
  {
    header: 'place',
    label: 'Place',
    value: (row) => requestPlace(row),
    format: (row) => requestPlace(row) || '—',
    only: 'table',
  },
  csvOnly('location', (row) => row.location),
  csvOnly('city', (row) => row.city),
  csvOnly('state', (row) => row.state),
  csvOnly('message', (row) => row.message),
  csvOnly('from_profile', (row) => row.contractor_name),
  {
    header: 'source',
    label: 'Source',
    value: (row) => row.source,
    format: (row) =>
      `${row.source ?? ''}${row.partner ? ` (partner ${row.partner})` : ''}${row.campaign ? ` · campaign ${row.campaign}` : ''}`,
  },
  csvOnly('partner', (row) => row.partner),
  csvOnly('campaign', (row) => row.campaign),
  csvOnly('utm_source', (row) => row.utm_source),
  csvOnly('utm_medium', (row) => row.utm_medium),
  csvOnly('utm_campaign', (row) => row.utm_campaign),
  csvOnly('claimed_origin', (row) => row.page_origin),
  csvOnly('recorded_origin', (row) => row.request_origin),
  { header: 'builders', label: 'Builders', value: (row) => row.builders },
  csvOnly('withdrawn_at', (row) => row.withdrawn_at),
  csvOnly('id', (row) => row.id),
];
