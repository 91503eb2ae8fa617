import { describeAttribution } from '../campaigns.ts';
import { formatMonth } from '../format/dates.ts';
import type { Column, Columns } from './columns.ts';

// A partner's figures: per month and widget, and per month and campaign, on the
// dashboard's tables and in their CSV files.

/** The credit counts both figure tables carry: attributed requests, how far they got, plans, and the unattributed apart. */
export interface CreditCounts {
  requests: number | null;
  confirmed_requests: number | null;
  reached_builders: number | null;
  withdrawn: number | null;
  plans: number | null;
  unattributed_requests: number | null;
  unattributed_plans: number | null;
}

export interface WidgetFiguresRow extends CreditCounts {
  month: string | null;
  widget: string | null;
  loads: number | null;
  loads_elsewhere: number | null;
}

export interface CampaignFiguresRow extends CreditCounts {
  month: string | null;
  campaign: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** A month as the CSV writes it (the first day, YYYY-MM-DD) and as people read it ("October 2026"). */
export const monthColumn = <Row extends { month: string | null }>(): Column<Row> => ({
  header: 'month',
  label: 'Month',
  value: (row) => row.month,
  format: (row) => formatMonth(row.month) || '—',
});

const CREDIT_COLUMNS: Columns<CreditCounts> = [
  { header: 'attributed_requests', label: 'Quote requests (attributed)', value: (row) => row.requests },
  { header: 'confirmed_requests', label: 'Confirmed', value: (row) => row.confirmed_requests },
  { header: 'reached_builders', label: 'Reached builders', value: (row) => row.reached_builders },
  { header: 'withdrawn', label: 'Withdrawn', value: (row) => row.withdrawn },
  { header: 'attributed_plans', label: 'Plans', value: (row) => row.plans },
  {
    header: 'unattributed_requests',
    label: 'Unattributed requests',
    value: (row) => row.unattributed_requests,
  },
  { header: 'unattributed_plans', label: 'Unattributed plans', value: (row) => row.unattributed_plans },
];

export const WIDGET_FIGURE_COLUMNS: Columns<WidgetFiguresRow> = [
  monthColumn(),
  { header: 'widget', label: 'Widget', value: (row) => row.widget },
  { header: 'widget_loads', label: 'Loads on your sites', value: (row) => row.loads },
  { header: 'widget_loads_elsewhere', label: 'Loads elsewhere', value: (row) => row.loads_elsewhere },
  ...CREDIT_COLUMNS,
];

/** A campaign as a table shows it: its name, or its UTM parameters, in one cell. */
export const campaignLabel = (row: Omit<CampaignFiguresRow, keyof CreditCounts | 'month'>) =>
  describeAttribution({
    campaign: row.campaign ?? undefined,
    utmSource: row.utm_source ?? undefined,
    utmMedium: row.utm_medium ?? undefined,
    utmCampaign: row.utm_campaign ?? undefined,
  });

/** The campaign's parts, each a CSV column of its own; a table shows them joined. */
export const campaignColumns = <
  Row extends Omit<CampaignFiguresRow, keyof CreditCounts | 'month'>,
>(): Columns<Row> => [
  { header: 'campaign', label: 'Campaign', value: (row) => row.campaign, format: campaignLabel },
  { header: 'utm_source', label: 'UTM source', value: (row) => row.utm_source, only: 'csv' },
  { header: 'utm_medium', label: 'UTM medium', value: (row) => row.utm_medium, only: 'csv' },
  { header: 'utm_campaign', label: 'UTM campaign', value: (row) => row.utm_campaign, only: 'csv' },
];

export const CAMPAIGN_FIGURE_COLUMNS: Columns<CampaignFiguresRow> = [
  monthColumn(),
  ...campaignColumns(),
  ...CREDIT_COLUMNS,
];
