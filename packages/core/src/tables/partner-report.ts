import type { Columns } from './columns.ts';
import { campaignColumns, monthColumn } from './partner-figures.ts';

// Staff's partner report: requests per partner per month, the origin the widget claimed
// beside the one the database recorded.

export interface PartnerReportLine {
  partner: string | null;
  month: string | null;
  campaign: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  claimed_origin: string | null;
  recorded_origin: string | null;
  attributed: boolean | null;
  requests: number | null;
  confirmed: number | null;
  routed: number | null;
}

export const PARTNER_REPORT_COLUMNS: Columns<PartnerReportLine> = [
  { header: 'partner', label: 'Partner', value: (row) => row.partner },
  monthColumn(),
  ...campaignColumns(),
  { header: 'claimed_origin', label: 'Origin claimed', value: (row) => row.claimed_origin },
  {
    header: 'recorded_origin',
    label: 'Origin recorded',
    value: (row) => row.recorded_origin,
    format: (row) =>
      `${row.recorded_origin ?? '—'}${row.claimed_origin !== row.recorded_origin ? ' (differs)' : ''}`,
  },
  // Attributed: the recorded origin is one of the partner's proven sites.
  { header: 'attributed', label: 'Attributed', value: (row) => row.attributed },
  { header: 'requests', label: 'Requests', value: (row) => row.requests },
  { header: 'confirmed', label: 'Confirmed', value: (row) => row.confirmed },
  { header: 'sent_to_builders', label: 'Sent to builders', value: (row) => row.routed },
];
