/** @jsxRuntime automatic */
import { PATHS, formatMonth } from '@pond/core';
import { palette } from '@pond/ui/theme';
import type { StatementRow } from './facts.ts';
import { Action, Facts, P, Title, siteRoot } from './layout.tsx';
import { renderMail } from './render.tsx';

const sum = (rows: readonly StatementRow[], pick: (row: StatementRow) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);
const cell = { padding: '6px 8px', borderBottom: `1px solid ${palette.border}`, textAlign: 'left' } as const;

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
  const verified = rows.filter((row) => row.verified);
  const month = formatMonth(input.month);
  const requests = sum(verified, (row) => row.requests);
  const plans = sum(verified, (row) => row.plans);
  return renderMail(
    {
      subject: `Your Pond Builders Direct statement for ${month}`,
      preheader: `${requests} verified quote requests and ${plans} plans from your widgets in ${month}.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail each month as a Pond Builders Direct partner.',
    },
    <>
      <Title>Hi {input.contactName},</Title>
      <P>
        Here is what your widgets brought in {month} (partner id {input.partnerId}). Verified: sent from one
        of your proven sites. The same lines are attached as a CSV file.
      </P>
      <Facts
        facts={[
          ['Widget loads', String(sum(rows, (row) => row.loads))],
          ['Quote requests (verified)', String(requests)],
          ['Reached builders', String(sum(verified, (row) => row.reached_builders))],
          ['Withdrawn', String(sum(verified, (row) => row.withdrawn))],
          ['Plans (verified)', String(plans)],
          [
            'Unverified requests and plans',
            String(
              sum(
                rows.filter((row) => !row.verified),
                (row) => row.requests + row.plans,
              ),
            ),
          ],
        ]}
      />
      {rows.length > 0 ? (
        <table
          data-text-format="dataTable"
          style={{ width: '100%', borderCollapse: 'collapse', fontSize: '14px' }}
        >
          <thead>
            <tr>
              {['Site', 'Campaign', 'Loads', 'Requests', 'Reached', 'Withdrawn', 'Plans'].map((heading) => (
                <th key={heading} style={cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.site}|${row.campaign}`}>
                <td style={{ ...cell, overflowWrap: 'anywhere' }}>
                  {row.site}
                  {row.verified ? '' : ' (not proven)'}
                </td>
                <td style={cell}>{row.campaign ?? '—'}</td>
                <td style={cell}>{row.loads}</td>
                <td style={cell}>{row.requests}</td>
                <td style={cell}>{row.reached_builders}</td>
                <td style={cell}>{row.withdrawn}</td>
                <td style={cell}>{row.plans}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <P>Nothing came from your widgets this month.</P>
      )}
      <Action href={`${siteRoot(input.siteUrl)}${PATHS.partnersDashboard}`}>Open your dashboard</Action>
    </>,
  );
}
