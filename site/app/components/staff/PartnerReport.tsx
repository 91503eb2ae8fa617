import { PARTNER_REPORT_COLUMNS } from '@pond/core';
import type { PartnerReportRow } from '@pond/supabase';
import { FigureTable } from '../FigureTable.tsx';

/** Requests per partner per month: the origin the widget claimed beside the one the database recorded. */
export function PartnerReport({ rows, error }: { rows: PartnerReportRow[] | null; error: string | null }) {
  if (error) return <p role="alert">{error}</p>;
  if (!rows) return null;
  if (rows.length === 0) return <p>No partner has sent a request yet.</p>;
  return (
    <FigureTable
      label="Partner report"
      columns={PARTNER_REPORT_COLUMNS}
      rows={rows}
      rowKey={(row) =>
        JSON.stringify([
          row.partner,
          row.month,
          row.campaign,
          row.utm_source,
          row.utm_medium,
          row.utm_campaign,
          row.claimed_origin,
          row.recorded_origin,
          row.attributed,
        ])
      }
    />
  );
}
