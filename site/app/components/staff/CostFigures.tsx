import {
  costBandLabel,
  costHiddenBecause,
  costKindLabel,
  formatLongDate,
  formatMoney,
  formatNumber,
} from '@pond/core';
import type { StaffCostDecision, StaffCostFigure, StaffCostQuote } from '@pond/supabase';
import { Button, TextField, theme } from '@pond/ui';
import { Form } from 'react-router';
import styled from 'styled-components';
import { Scroll, Table } from './staff-styles.ts';

const Decide = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  align-items: end;
  min-width: 14rem;
`;

const kindLabel = (kind: string | null) => (kind ? costKindLabel(kind) : 'Every new pond');
const amount = (measure: string, value: number | null) =>
  value === null ? '—' : measure === 'sqft' ? `${formatMoney(value)}/sq ft` : formatMoney(value);

/** Every figure of a place with its counts, shown or not and why: what the public pages rest on. */
export function CostFigureTable({ figures }: { figures: StaffCostFigure[] }) {
  if (!figures.length) return <p>No quotes counted here yet.</p>;
  return (
    <Scroll>
      <Table aria-label="Figures and their counts">
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Size</th>
            <th scope="col">Measure</th>
            <th scope="col">Quotes</th>
            <th scope="col">Builders</th>
            <th scope="col">Most from one</th>
            <th scope="col">Shown</th>
            <th scope="col">Median</th>
            <th scope="col">Middle half</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((f) => (
            <tr key={`${f.kind}|${f.band}|${f.measure}`}>
              <td>{kindLabel(f.kind || null)}</td>
              <td>{costBandLabel(f.band || null)}</td>
              <td>{f.measure}</td>
              <td>{formatNumber(f.quotes ?? 0)}</td>
              <td>{formatNumber(f.builders ?? 0)}</td>
              <td>{formatNumber(f.top_builder_quotes ?? 0)}</td>
              <td>
                {f.shown
                  ? 'Yes'
                  : `No: ${costHiddenBecause({ quotes: f.quotes ?? 0, builders: f.builders ?? 0, topBuilderQuotes: f.top_builder_quotes ?? 0 })}`}
              </td>
              <td>{f.measure === 'items' ? '—' : amount(f.measure ?? '', f.p50)}</td>
              <td>
                {f.measure === 'items'
                  ? '—'
                  : `${amount(f.measure ?? '', f.p25)} – ${amount(f.measure ?? '', f.p75)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** The quotes behind a place's figures, newest first; each can be set aside, or counted again, with a reason. */
export function CostQuoteTable({
  quotes,
  acted,
}: {
  quotes: StaffCostQuote[];
  acted?: { error: string | null; quote: number };
}) {
  if (!quotes.length) return <p>No quotes here.</p>;
  return (
    <Scroll>
      <Table aria-label="Quotes behind the figures">
        <thead>
          <tr>
            <th scope="col">Sent</th>
            <th scope="col">Builder</th>
            <th scope="col">Place</th>
            <th scope="col">Kind and size</th>
            <th scope="col">Total</th>
            <th scope="col">Counted</th>
            <th scope="col">Decision</th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((q) => (
            <tr key={q.id}>
              <td>{formatLongDate(q.sent_at ?? '')}</td>
              <td>{q.contractor_name}</td>
              <td>
                {q.city}, {q.state}
                {q.sample ? ' (sample)' : ''}
              </td>
              <td>
                {kindLabel(q.kind)} · {q.area_sq_ft ? `${q.area_sq_ft} sq ft` : costBandLabel(q.band)}
              </td>
              <td>{formatMoney(q.total ?? 0)}</td>
              <td>
                {q.counted
                  ? 'Yes'
                  : q.set_aside_at
                    ? `Set aside: ${q.reason ?? ''}`
                    : 'No: older than the window'}
              </td>
              <td>
                <Decide method="post">
                  <input type="hidden" name="quote" value={String(q.id)} />
                  <TextField
                    label="Why"
                    name="reason"
                    required
                    minLength={10}
                    maxLength={500}
                    error={acted?.quote === q.id ? (acted.error ?? undefined) : undefined}
                  />
                  {q.set_aside_at ? (
                    <Button type="submit" name="intent" value="count" $variant="secondary">
                      Count again
                    </Button>
                  ) : (
                    <Button type="submit" name="intent" value="set-aside" $variant="secondary">
                      Set aside
                    </Button>
                  )}
                </Decide>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** Every decision on a quote, newest first, with who made it and why. */
export function CostDecisionLog({ decisions }: { decisions: StaffCostDecision[] }) {
  if (!decisions.length) return <p>No quote has been set aside yet.</p>;
  return (
    <ul aria-label="Decisions on quotes">
      {decisions.map((d) => (
        <li key={d.id}>
          {formatLongDate(d.decided_at ?? '')}: {d.counted ? 'counted again' : 'set aside'} the{' '}
          {formatMoney(d.total ?? 0)} quote in {d.city}, {d.state}
          {d.decided_by ? ` by ${d.decided_by}` : ''}. {d.reason}
        </li>
      ))}
    </ul>
  );
}
