import { inertCsvCell } from '@pond/core';
import { stringify } from 'csv-stringify/sync';
import type { StatementRow } from './templates/facts.ts';

const COLUMNS = [
  'month',
  'site',
  'verified',
  'campaign',
  'widget_loads',
  'requests',
  'reached_builders',
  'withdrawn',
  'plans',
];

/** A monthly statement's lines as CSV with a header row (the file attached to the mail). */
export const statementCsv = (month: string, rows: readonly StatementRow[]) =>
  stringify(
    rows.map((row) =>
      [
        month.slice(0, 7),
        row.site,
        row.verified ? 'yes' : 'no',
        row.campaign ?? '',
        row.loads,
        row.requests,
        row.reached_builders,
        row.withdrawn,
        row.plans,
      ].map(inertCsvCell),
    ),
    { header: true, columns: COLUMNS },
  );
