import {
  CAMPAIGN_FIGURE_COLUMNS,
  STATEMENT_COLUMNS,
  statementFileLines,
  WIDGET_FIGURE_COLUMNS,
  type CampaignFiguresRow,
  type StatementLine,
  type WidgetFiguresRow,
} from '@pond/core';
import { tableCsv } from './csv.ts';

export { saveCsv } from './csv.ts';

/** A partner's figures per month and widget, as the dashboard shows them, as CSV. */
export const partnerFiguresCsv = (rows: readonly WidgetFiguresRow[]) => tableCsv(rows, WIDGET_FIGURE_COLUMNS);

/** A partner's figures per month and campaign, as the dashboard shows them, as CSV. */
export const partnerCampaignsCsv = (rows: readonly CampaignFiguresRow[]) =>
  tableCsv(rows, CAMPAIGN_FIGURE_COLUMNS);

/** A month's statement, the same bytes as the file its mail carried. */
export const statementCsv = (month: string, lines: readonly StatementLine[]) =>
  tableCsv(statementFileLines(month, lines), STATEMENT_COLUMNS);
