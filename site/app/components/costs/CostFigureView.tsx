import {
  COST_TEXTS,
  costBandLabel,
  QUOTE_ITEMS,
  costMonth,
  costWindow,
  formatLongDate,
  formatMoney,
  formatNumber,
  type CostSpread,
} from '@pond/core';
import type { CostFigure } from '@pond/supabase/read';
import { theme } from '@pond/ui';
import styled from 'styled-components';
import { Scroll, Table } from '../staff/staff-styles.ts';
import { CostChart } from './CostChart.tsx';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0;
  div {
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    padding: ${theme.space.sm};
  }
  dt {
    font-size: ${theme.size.sm};
    color: ${theme.color.inkMuted};
  }
  dd {
    margin: 0;
    font-size: ${theme.size.lg};
    font-weight: 700;
  }
`;

const Basis = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.size.sm};
`;

const Shares = styled.ul`
  list-style: none;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(7rem, 11rem) 3rem 1fr;
    gap: ${theme.space.sm};
    align-items: center;
    padding: 2px 0;
  }
  svg {
    width: 100%;
    height: 0.7rem;
  }
`;

const range = (spread: CostSpread) => `${formatMoney(spread.low)}–${formatMoney(spread.high)}`;
const itemLabel = (item: string) => QUOTE_ITEMS.find((listed) => listed.key === item)?.label ?? 'Other';

/** One place's figure: the median and middle half, per square foot, by size, and where the money goes. */
export function CostFigureView({ figure, today }: { figure: CostFigure; today: string }) {
  const window = costWindow(today);
  return (
    <>
      <Facts>
        <div>
          <dt>{COST_TEXTS.median}</dt>
          <dd data-testid="cost-median">{formatMoney(figure.total.median)}</dd>
        </div>
        <div>
          <dt>{COST_TEXTS.middleHalf}</dt>
          <dd data-testid="cost-middle-half">{range(figure.total)}</dd>
        </div>
        {figure.perSqFt ? (
          <div>
            <dt>{COST_TEXTS.perSqFt}</dt>
            <dd>
              {formatMoney(figure.perSqFt.median)} <small>({range(figure.perSqFt)})</small>
            </dd>
          </div>
        ) : null}
      </Facts>
      <Basis data-testid="cost-basis">
        {COST_TEXTS.basis(formatNumber(figure.quotes), formatNumber(figure.builders))}.{' '}
        {COST_TEXTS.window(costMonth(window.from), costMonth(window.to))}.{' '}
        {COST_TEXTS.updated(formatLongDate(figure.updatedAt))}.
      </Basis>
      <CostChart
        rows={[
          { label: 'All sizes', spread: figure.total },
          ...figure.bands.map((band) => ({ label: costBandLabel(band.band), spread: band.total })),
        ]}
      />
      {figure.bands.length > 0 ? (
        <>
          <h2>{COST_TEXTS.bySize}</h2>
          <Scroll>
            <Table aria-label={COST_TEXTS.bySize}>
              <thead>
                <tr>
                  <th scope="col">{COST_TEXTS.sizeColumn}</th>
                  <th scope="col">{COST_TEXTS.median}</th>
                  <th scope="col">{COST_TEXTS.middleHalf}</th>
                  <th scope="col">{COST_TEXTS.perSqFt}</th>
                  <th scope="col">Quotes</th>
                </tr>
              </thead>
              <tbody>
                {figure.bands.map((band) => (
                  <tr key={band.band}>
                    <th scope="row">{costBandLabel(band.band)}</th>
                    <td>{formatMoney(band.total.median)}</td>
                    <td>{range(band.total)}</td>
                    <td>{band.perSqFt ? range(band.perSqFt) : '—'}</td>
                    <td>{formatNumber(band.quotes)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        </>
      ) : null}
      <h2>{COST_TEXTS.items}</h2>
      {figure.items && figure.items.length > 0 ? (
        <>
          <p>{COST_TEXTS.itemsNote}</p>
          <Shares aria-label={COST_TEXTS.items}>
            {figure.items.map((share) => (
              <li key={share.item}>
                <span>{itemLabel(share.item)}</span>
                <strong>{share.percent} %</strong>
                {/* A bar's length is an attribute, not a style: content pages allow no inline style. */}
                <svg aria-hidden="true" focusable="false">
                  <rect width={`${Math.max(share.percent, 1)}%`} height="100%" fill="currentColor" />
                </svg>
              </li>
            ))}
          </Shares>
        </>
      ) : (
        <p>{COST_TEXTS.itemsTooFew}</p>
      )}
    </>
  );
}
