/** @jsxRuntime automatic */
import {
  cellText,
  formatMonth,
  PATHS,
  STATEMENT_CAMPAIGN,
  STATEMENT_COUNTS,
  STATEMENT_SITE,
  STATEMENT_TOTAL_COLUMNS,
  statementFileLines,
  statementTotals,
} from '@pond/core';
import { Text } from '@react-email/components';
import { palette } from '@pond/ui/theme';
import type { StatementRow } from './facts.ts';
import { Action, Facts, P, Title, siteRoot } from './layout.tsx';
import { renderMail } from './render.tsx';

const line = {
  fontSize: '15px',
  lineHeight: '22px',
  color: palette.ink,
  margin: '0 0 10px',
  paddingBottom: '8px',
  borderBottom: `1px solid ${palette.border}`,
  overflowWrap: 'anywhere',
} as const;

/**
 * A partner's monthly statement: last month's figures in total and by site and campaign;
 * the same lines are attached as CSV. Both read @pond/core's STATEMENT_COLUMNS.
 */
export function partnerStatement(input: {
  contactName: string;
  partnerId: string;
  /** The first day of the month, YYYY-MM-DD. */
  month: string;
  rows: readonly StatementRow[];
  siteUrl: string;
}) {
  const rows = statementFileLines(input.month, input.rows);
  const month = formatMonth(input.month);
  const totals = statementTotals(rows);
  return renderMail(
    {
      subject: `Your Pond Builders Direct statement for ${month}`,
      preheader: `${totals.requests} attributed quote requests and ${totals.plans} plans from your widgets in ${month}.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail each month as a Pond Builders Direct partner.',
    },
    <>
      <Title>Hi {input.contactName},</Title>
      <P>
        Here is what your widgets brought in {month} (partner id {input.partnerId}). Attributed: sent from one
        of your proven sites. Confirmed: attributed, and then the homeowner confirmed their email address or a
        builder they chose reached them, and no builder showed our staff it was not a real request or could
        not be reached. The same lines are attached as a CSV file.
      </P>
      <Facts facts={STATEMENT_TOTAL_COLUMNS.map((column) => [column.label, cellText(column, totals)])} />
      {rows.length > 0 ? (
        <>
          <P>By site and campaign:</P>
          {/* One block per line, not a wide table: it reads at 320 px, and as text. */}
          {rows.map((row) => (
            <Text key={`${row.site}|${row.campaign}`} style={line}>
              <strong>{cellText(STATEMENT_SITE, row)}</strong> · {cellText(STATEMENT_CAMPAIGN, row)}
              <br />
              {STATEMENT_COUNTS.map((column) => cellText(column, row)).join(' · ')}
            </Text>
          ))}
        </>
      ) : (
        <P>Nothing came from your widgets this month.</P>
      )}
      <Action href={`${siteRoot(input.siteUrl)}${PATHS.partnersDashboard}`}>Open your dashboard</Action>
    </>,
  );
}
