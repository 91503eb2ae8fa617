import { formatMonth } from '@pond/core';
import { campaignLabel } from '../partners/CampaignFigures.tsx';
import type { PartnerReportRow } from '@pond/supabase';
import { Table } from './staff-styles.ts';

/** Requests per partner per month: the origin the widget claimed beside the one the database recorded. */
export function PartnerReport({ rows, error }: { rows: PartnerReportRow[] | null; error: string | null }) {
  if (error) return <p role="alert">{error}</p>;
  if (!rows) return null;
  if (rows.length === 0) return <p>No partner has sent a request yet.</p>;
  return (
    <Table aria-label="Partner report">
      <thead>
        <tr>
          <th scope="col">Partner</th>
          <th scope="col">Month</th>
          <th scope="col">Campaign</th>
          <th scope="col">Origin claimed</th>
          <th scope="col">Origin recorded</th>
          <th scope="col">Attributed</th>
          <th scope="col">Requests</th>
          <th scope="col">Confirmed</th>
          <th scope="col">Sent to builders</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={JSON.stringify([
              row.partner,
              row.month,
              row.campaign,
              row.utm_source,
              row.utm_medium,
              row.utm_campaign,
              row.claimed_origin,
              row.recorded_origin,
              row.attributed,
            ])}
          >
            <td>{row.partner}</td>
            <td>{formatMonth(row.month) || '—'}</td>
            <td>{campaignLabel(row)}</td>
            <td>{row.claimed_origin ?? '—'}</td>
            <td>
              {row.recorded_origin ?? '—'}
              {row.claimed_origin !== row.recorded_origin ? ' (differs)' : ''}
            </td>
            {/* Attributed: the recorded origin is one of the partner's proven sites. */}
            <td>{row.attributed ? 'Yes' : 'No'}</td>
            <td>{row.requests}</td>
            <td>{row.confirmed}</td>
            <td>{row.routed}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
