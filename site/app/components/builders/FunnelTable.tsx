import { formatMonth, responseTimeText } from '@pond/core';
import type { FunnelMonth } from '@pond/supabase';
import { Card, theme } from '@pond/ui';
import styled from 'styled-components';

const Scroll = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: ${theme.size.sm};
  }
  th,
  td {
    padding: ${theme.space.xs};
    border-bottom: 1px solid ${theme.color.border};
    text-align: right;
    white-space: nowrap;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
  small {
    display: block;
    color: ${theme.color.inkMuted};
  }
`;

type Figure = 'requests' | 'contacted' | 'quoted' | 'won' | 'chosen' | 'missed';
const COLUMNS: [Figure, string][] = [
  ['requests', 'Requests'],
  ['contacted', 'Contacted'],
  ['quoted', 'Quoted'],
  ['won', 'Won (your mark)'],
  ['chosen', 'Chosen by the homeowner'],
  ['missed', 'Missed (not contacted in 2 business days)'],
];

const median = (minutes: number | null) =>
  minutes === null ? '—' : responseTimeText(minutes).replace('Usually responds ', '');

/** The builder's own funnel by month, each figure over their state's median when it can be shown. */
export function FunnelTable({ months }: { months: FunnelMonth[] }) {
  if (!months.length) return null;
  return (
    <Card>
      <h2 id="funnel">Your requests by month</h2>
      <p>
        Beneath each figure, the median of the builders in your state, where at least five had requests that
        month.
      </p>
      <Scroll>
        <table aria-labelledby="funnel">
          <thead>
            <tr>
              <th scope="col">Month</th>
              {COLUMNS.map(([key, label]) => (
                <th scope="col" key={key}>
                  {label}
                </th>
              ))}
              <th scope="col">Median response</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonth(month.month)}</th>
                {COLUMNS.map(([key]) => (
                  <td key={key}>
                    {month[key]}
                    {month.state ? <small>state {month.state[key]}</small> : null}
                  </td>
                ))}
                <td>
                  {median(month.medianMinutes)}
                  {month.state ? <small>state {median(month.state.medianMinutes)}</small> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </Card>
  );
}
