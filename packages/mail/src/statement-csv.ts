import { inertCsvCell } from '@pond/core';
import { stringify } from 'csv-stringify/sync';
import type { StatementRow } from './templates/facts.ts';

const COLUMNS = [
  'month',
  'site',
  'attributed',
  'campaign',
  'widget_loads',
  'requests',
  'confirmed',
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
        row.attributed ? 'yes' : 'no',
        row.campaign ?? '',
        row.loads,
        row.requests,
        row.confirmed,
        row.reached_builders,
        row.withdrawn,
        row.plans,
      ].map(inertCsvCell),
    ),
    { header: true, columns: COLUMNS },
  );
