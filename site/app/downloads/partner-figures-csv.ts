import type { PartnerCampaignFigures, PartnerFigures } from '@pond/supabase';
import { toCsv, type CsvColumns } from './csv.ts';

export { saveCsv } from './csv.ts';

/** The credit columns both figure files carry, as the dashboard's tables show them. */
type CreditCounts = Pick<
  PartnerFigures,
  | 'requests'
  | 'confirmed_requests'
  | 'reached_builders'
  | 'withdrawn'
  | 'plans'
  | 'unattributed_requests'
  | 'unattributed_plans'
>;

const CREDIT_COLUMNS: CsvColumns<CreditCounts> = [
  { header: 'attributed_requests', value: (row) => row.requests },
  { header: 'confirmed_requests', value: (row) => row.confirmed_requests },
  { header: 'reached_builders', value: (row) => row.reached_builders },
  { header: 'withdrawn', value: (row) => row.withdrawn },
  { header: 'attributed_plans', value: (row) => row.plans },
  { header: 'unattributed_requests', value: (row) => row.unattributed_requests },
  { header: 'unattributed_plans', value: (row) => row.unattributed_plans },
];

const COLUMNS: CsvColumns<PartnerFigures> = [
  { header: 'month', value: (row) => row.month },
  { header: 'widget', value: (row) => row.widget },
  { header: 'widget_loads', value: (row) => row.loads },
  { header: 'widget_loads_elsewhere', value: (row) => row.loads_elsewhere },
  ...CREDIT_COLUMNS,
];

const CAMPAIGN_COLUMNS: CsvColumns<PartnerCampaignFigures> = [
  { header: 'month', value: (row) => row.month },
  { header: 'campaign', value: (row) => row.campaign },
  { header: 'utm_source', value: (row) => row.utm_source },
  { header: 'utm_medium', value: (row) => row.utm_medium },
  { header: 'utm_campaign', value: (row) => row.utm_campaign },
  ...CREDIT_COLUMNS,
];

/** A partner's figures per month and widget, as the dashboard shows them, as CSV. */
export const partnerFiguresCsv = (rows: readonly PartnerFigures[]) => toCsv(rows, COLUMNS);

/** A partner's figures per month and campaign (issue 25), as the dashboard shows them, as CSV. */
export const partnerCampaignsCsv = (rows: readonly PartnerCampaignFigures[]) => toCsv(rows, CAMPAIGN_COLUMNS);
