import { countOf } from '../format/text.ts';
import type { Column, Columns } from './columns.ts';
import { WIDGET_FIGURE_COLUMNS, type WidgetFiguresRow } from './partner-figures.ts';

// A partner's monthly statement: the mail, its attached CSV and the dashboard's download
// of the same month read these columns, so the two files are the same bytes.

/** One line of a statement: a proven site (or everything else, on one line) and a campaign. */
export interface StatementLine {
  site: string;
  /** A proven site's line (false: the one "elsewhere" line). */
  attributed: boolean;
  campaign: string | null;
  loads: number;
  requests: number;
  /** Of the requests, those the homeowner or a builder then confirmed. */
  confirmed: number;
  reached_builders: number;
  withdrawn: number;
  plans: number;
}

/** A line with its month (YYYY-MM), as the file writes it. */
export type StatementFileLine = StatementLine & { month: string };

/** The counts of a line, in the order the mail says them. */
export const STATEMENT_COUNTS: Columns<StatementLine> = [
  {
    header: 'widget_loads',
    label: 'loads',
    value: (row) => row.loads,
    format: (row) => countOf(row.loads, 'load'),
  },
  {
    header: 'requests',
    label: 'requests',
    value: (row) => row.requests,
    format: (row) => countOf(row.requests, 'request'),
  },
  {
    header: 'confirmed',
    label: 'confirmed',
    value: (row) => row.confirmed,
    format: (row) => `${row.confirmed} confirmed`,
  },
  {
    header: 'reached_builders',
    label: 'reached builders',
    value: (row) => row.reached_builders,
    format: (row) => `${row.reached_builders} reached builders`,
  },
  {
    header: 'withdrawn',
    label: 'withdrawn',
    value: (row) => row.withdrawn,
    format: (row) => `${row.withdrawn} withdrawn`,
  },
  { header: 'plans', label: 'plans', value: (row) => row.plans, format: (row) => countOf(row.plans, 'plan') },
];

/** A line's site: a proven one, or everything from sites that are not proven, on one line. */
export const STATEMENT_SITE: Column<StatementLine> = {
  header: 'site',
  label: 'Site',
  value: (row) => row.site,
  format: (row) => (row.attributed ? row.site : 'Elsewhere (not one of your proven sites)'),
};

export const STATEMENT_CAMPAIGN: Column<StatementLine> = {
  header: 'campaign',
  label: 'Campaign',
  value: (row) => row.campaign,
  format: (row) => (row.campaign ? `campaign ${row.campaign}` : 'no campaign'),
};

export const STATEMENT_COLUMNS: Columns<StatementFileLine> = [
  { header: 'month', label: 'Month', value: (row) => row.month },
  STATEMENT_SITE,
  { header: 'attributed', label: 'Attributed', value: (row) => (row.attributed ? 'yes' : 'no') },
  STATEMENT_CAMPAIGN,
  ...STATEMENT_COUNTS,
];

/** A statement's lines with their month, as its file holds them. */
export const statementFileLines = (month: string, lines: readonly StatementLine[]): StatementFileLine[] =>
  lines.map((line) => ({ month: month.slice(0, 7), ...line }));

/** The file's name, the same for the mail's attachment and the dashboard's download. */
export const statementFileName = (partnerId: string, month: string) =>
  `pond-statement-${partnerId}-${month.slice(0, 7)}.csv`;

/**
 * A month's totals as the dashboard's figures count them (loads on proven sites and elsewhere,
 * attributed requests and how far they got, plans, and what came from elsewhere), for the mail.
 */
export function statementTotals(lines: readonly StatementLine[]): WidgetFiguresRow {
  const sum = (rows: readonly StatementLine[], pick: (line: StatementLine) => number) =>
    rows.reduce((total, line) => total + pick(line), 0);
  const mine = lines.filter((line) => line.attributed);
  const elsewhere = lines.filter((line) => !line.attributed);
  return {
    month: null,
    widget: null,
    loads: sum(mine, (line) => line.loads),
    loads_elsewhere: sum(elsewhere, (line) => line.loads),
    requests: sum(mine, (line) => line.requests),
    confirmed_requests: sum(mine, (line) => line.confirmed),
    reached_builders: sum(mine, (line) => line.reached_builders),
    withdrawn: sum(mine, (line) => line.withdrawn),
    plans: sum(mine, (line) => line.plans),
    unattributed_requests: sum(elsewhere, (line) => line.requests),
    unattributed_plans: sum(elsewhere, (line) => line.plans),
  };
}

/** The figures of a month's totals, labelled as the dashboard's table heads them. */
export const STATEMENT_TOTAL_COLUMNS = WIDGET_FIGURE_COLUMNS.filter(
  (column) => column.header !== 'month' && column.header !== 'widget',
);
