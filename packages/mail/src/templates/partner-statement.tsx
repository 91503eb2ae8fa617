/** @jsxRuntime automatic */
import { PATHS, countOf, formatMonth } from '@pond/core';
import { Text } from '@react-email/components';
import { palette } from '@pond/ui/theme';
import type { StatementRow } from './facts.ts';
import { Action, Facts, P, Title, siteRoot } from './layout.tsx';
import { renderMail } from './render.tsx';

const sum = (rows: readonly StatementRow[], pick: (row: StatementRow) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);
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
 * A partner's monthly statement (issue 25): last month's figures in total and by site and campaign;
 * the same lines are attached as CSV (statement-csv.ts).
 */
export function partnerStatement(input: {
  contactName: string;
  partnerId: string;
  /** The first day of the month, YYYY-MM-DD. */
  month: string;
  rows: readonly StatementRow[];
  siteUrl: string;
}) {
  const { rows } = input;
  const attributed = rows.filter((row) => row.attributed);
  const elsewhere = rows.filter((row) => !row.attributed);
  const month = formatMonth(input.month);
  const requests = sum(attributed, (row) => row.requests);
  const plans = sum(attributed, (row) => row.plans);
  return renderMail(
    {
      subject: `Your Pond Builders Direct statement for ${month}`,
      preheader: `${requests} attributed quote requests and ${plans} plans from your widgets in ${month}.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail each month as a Pond Builders Direct partner.',
    },
    <>
      <Title>Hi {input.contactName},</Title>
      <P>
        Here is what your widgets brought in {month} (partner id {input.partnerId}). Attributed: sent from one
        of your proven sites. Confirmed: attributed, and then the homeowner confirmed their email address or a
        builder they chose reached them. The same lines are attached as a CSV file.
      </P>
      <Facts
        facts={[
          ['Widget loads on your sites', String(sum(attributed, (row) => row.loads))],
          ['Widget loads elsewhere', String(sum(elsewhere, (row) => row.loads))],
          ['Quote requests (attributed)', String(requests)],
          ['Confirmed', String(sum(attributed, (row) => row.confirmed))],
          ['Reached builders', String(sum(attributed, (row) => row.reached_builders))],
          ['Withdrawn', String(sum(attributed, (row) => row.withdrawn))],
          ['Plans (attributed)', String(plans)],
          ['Unattributed requests and plans', String(sum(elsewhere, (row) => row.requests + row.plans))],
        ]}
      />
      {rows.length > 0 ? (
        <>
          <P>By site and campaign:</P>
          {/* One block per line, not a wide table: it reads at 320 px, and as text. */}
          {rows.map((row) => (
            <Text key={`${row.site}|${row.campaign}`} style={line}>
              {/* Everything from sites that are not proven is one line, however many origins it claimed. */}
              <strong>{row.attributed ? row.site : 'Elsewhere'}</strong>
              {row.attributed ? '' : ' (not one of your proven sites)'} ·{' '}
              {row.campaign ? `campaign ${row.campaign}` : 'no campaign'}
              <br />
              {[
                countOf(row.loads, 'load'),
                countOf(row.requests, 'request'),
                `${row.confirmed} confirmed`,
                `${row.reached_builders} reached builders`,
                `${row.withdrawn} withdrawn`,
                countOf(row.plans, 'plan'),
              ].join(' · ')}
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
