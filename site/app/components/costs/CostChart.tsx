import { COST_TEXTS, formatMoney, type CostSpread } from '@pond/core';
import { theme } from '@pond/ui';
import { useId } from 'react';
import styled from 'styled-components';

// The spread of quoted totals drawn on the server: one box per row (all sizes, then each size band):
// the line runs from the 10th to the 90th percentile, the box holds the middle half, the thick bar is
// the median. Shapes and printed figures carry it, not colour; the list below the drawing says the
// same in words for a screen reader and for anyone who prefers text.

const ROW = 34;
const LABEL = 112;
const WIDTH = 320;
const PLOT = WIDTH - LABEL - 12;

const Figure = styled.figure`
  margin: ${theme.space.md} 0;
  svg {
    width: 100%;
    max-width: 40rem;
    height: auto;
    display: block;
    font: 11px ${theme.font.body};
  }
  figcaption {
    font-weight: 600;
    margin-bottom: ${theme.space.xs};
  }
`;

const Words = styled.ul`
  font-size: ${theme.size.sm};
  color: ${theme.color.inkMuted};
  padding-left: 1.1rem;
`;

export interface ChartRow {
  label: string;
  spread: CostSpread;
}

export function CostChart({ rows }: { rows: readonly ChartRow[] }) {
  const id = useId();
  const low = Math.min(...rows.map((row) => row.spread.p10));
  const high = Math.max(...rows.map((row) => row.spread.p90));
  const span = Math.max(high - low, 1);
  const x = (amount: number) => LABEL + ((amount - low) / span) * PLOT;
  const height = rows.length * ROW + 18;
  return (
    <Figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{COST_TEXTS.chartLabel}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-words`}
      >
        {rows.map((row, index) => {
          const y = index * ROW + 14;
          const { p10, low: q1, median, high: q3, p90 } = row.spread;
          return (
            <g key={row.label}>
              <text x={0} y={y + 4}>
                {row.label}
              </text>
              <line x1={x(p10)} x2={x(p90)} y1={y} y2={y} stroke="currentColor" />
              <line x1={x(p10)} x2={x(p10)} y1={y - 5} y2={y + 5} stroke="currentColor" />
              <line x1={x(p90)} x2={x(p90)} y1={y - 5} y2={y + 5} stroke="currentColor" />
              <rect
                x={x(q1)}
                y={y - 8}
                width={Math.max(x(q3) - x(q1), 2)}
                height={16}
                fill="#fff"
                stroke="currentColor"
              />
              <line
                x1={x(median)}
                x2={x(median)}
                y1={y - 8}
                y2={y + 8}
                stroke="currentColor"
                strokeWidth={3}
              />
              <text x={x(median)} y={y + 19} textAnchor="middle" fontSize={10}>
                {formatMoney(median)}
              </text>
            </g>
          );
        })}
        <text x={LABEL} y={height - 1} fontSize={10}>
          {formatMoney(low)}
        </text>
        <text x={WIDTH - 2} y={height - 1} fontSize={10} textAnchor="end">
          {formatMoney(high)}
        </text>
      </svg>
      <Words id={`${id}-words`}>
        {rows.map((row) => (
          <li key={row.label}>
            {COST_TEXTS.chartAlt(
              row.label,
              formatMoney(row.spread.p10),
              formatMoney(row.spread.low),
              formatMoney(row.spread.median),
              formatMoney(row.spread.high),
              formatMoney(row.spread.p90),
            )}
          </li>
        ))}
      </Words>
    </Figure>
  );
}
