import { getPartnerReport, type PartnerReportRow, type PondClient } from '@pond/supabase';
import { useEffect, useState } from 'react';
import { Table } from './staff-styles.ts';

const month = (value: string | null) =>
  value
    ? new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';

/** Requests per partner per month: the origin the widget claimed beside the one the database recorded. */
export function PartnerReport({ client }: { client: PondClient }) {
  const [rows, setRows] = useState<PartnerReportRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    getPartnerReport(client)
      .then(setRows)
      .catch((failure: Error) => setError(failure.message));
  }, [client]);
  if (error) return <p role="alert">{error}</p>;
  if (!rows) return null;
  if (rows.length === 0) return <p>No partner has sent a request yet.</p>;
  return (
    <Table aria-label="Partner report">
      <thead>
        <tr>
          <th scope="col">Partner</th>
          <th scope="col">Month</th>
          <th scope="col">Origin claimed</th>
          <th scope="col">Origin recorded</th>
          <th scope="col">Requests</th>
          <th scope="col">Sent to builders</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.partner}|${row.month}|${row.claimed_origin}|${row.recorded_origin}`}>
            <td>{row.partner}</td>
            <td>{month(row.month)}</td>
            <td>{row.claimed_origin ?? '—'}</td>
            <td>
              {row.recorded_origin ?? '—'}
              {row.claimed_origin !== row.recorded_origin ? ' (differs)' : ''}
            </td>
            <td>{row.requests}</td>
            <td>{row.routed}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
