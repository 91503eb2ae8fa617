import { PROJECT_TEXTS, compareQuoteItems, formatLongDate, formatMoney } from '@pond/core';
import type { ProjectBuilder } from '@pond/supabase';
import { Card, theme } from '@pond/ui';
import styled from 'styled-components';

const Scroll = styled.div`
  /* Up to three quotes beside their items: on a phone the names wrap so the amounts stay in view;
     only a table wider than that scrolls, inside its card, never the page. */
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
    vertical-align: top;
  }
  td {
    white-space: nowrap;
  }
  thead th {
    overflow-wrap: anywhere;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
`;

/**
 * Two or more quotes side by side, as an HTML table: totals, each line item (an item a quote does
 * not list says so, never $0), earliest start and valid until.
 */
export function QuoteComparison({ builders }: { builders: ProjectBuilder[] }) {
  const quoted = builders.flatMap((builder) => (builder.quote ? [{ builder, quote: builder.quote }] : []));
  if (quoted.length < 2) return null;
  const rows = compareQuoteItems(
    quoted.map(({ builder, quote }) => ({
      builder: builder.name,
      total: quote.total,
      items: quote.items,
      startsOn: quote.startsOn,
      validUntil: quote.validUntil,
    })),
  );
  const day = (value: string | null) => (value ? formatLongDate(value) : PROJECT_TEXTS.missingItem);
  return (
    <Card>
      <h2 id="compare">{PROJECT_TEXTS.compareHeading}</h2>
      <Scroll>
        <table aria-labelledby="compare">
          <thead>
            <tr>
              <th scope="col">Item</th>
              {quoted.map(({ builder }) => (
                <th scope="col" key={builder.id}>
                  {builder.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Total</th>
              {quoted.map(({ builder, quote }) => (
                <td key={builder.id}>
                  <strong>{formatMoney(quote.total)}</strong>
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.amounts.map((amount, column) => (
                  <td key={quoted[column]!.builder.id}>
                    {amount === null ? PROJECT_TEXTS.missingItem : formatMoney(amount)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Earliest start</th>
              {quoted.map(({ builder, quote }) => (
                <td key={builder.id}>{day(quote.startsOn)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Valid until</th>
              {quoted.map(({ builder, quote }) => (
                <td key={builder.id}>{day(quote.validUntil)}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </Scroll>
    </Card>
  );
}
