import { formatMoney, type CostItem } from '@pond/core';
import { theme, usePart } from '@pond/ui';
import styled from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${theme.space.sm} 0;
    text-align: start;
    vertical-align: middle;
    border-bottom: 1px solid ${theme.color.border};
  }
  th {
    font-weight: 600;
    width: 38%;
  }
  td:last-child {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  /* A range keeps to one line where there is room; on a 320 px phone it wraps at its dash instead of
     widening the plan past the screen. */
  @container (min-width: 24rem) {
    td:last-child {
      white-space: nowrap;
    }
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: 0;
  }
`;
const Track = styled.td`
  width: 40%;
  padding-inline: ${theme.space.md} !important;
`;
const Bar = styled.span`
  position: relative;
  display: block;
  height: 0.75rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceMuted};
  span {
    position: absolute;
    inset-block: 0;
    border-radius: ${theme.radius.pill};
  }
  span:first-child {
    background: ${theme.color.brand};
  }
  span:last-child {
    background: ${theme.color.brandSoft};
    border: 1px solid ${theme.color.brand};
  }
`;

/**
 * The cost breakdown as a table with a bar per item: the solid part of a bar is the
 * low figure, the light part runs to the high one, on one scale (the largest high). The table's
 * text states every figure, so the bars need no words of their own; no chart library for five bars.
 */
export function CostChart({
  items,
  total,
  labelledBy,
}: {
  items: CostItem[];
  total: { min: number; max: number };
  labelledBy: string;
}) {
  const part = usePart();
  const top = Math.max(...items.map((item) => item.max), 1);
  const percent = (amount: number) => `${((amount / top) * 100).toFixed(2)}%`;
  return (
    <Table {...part('cost-breakdown')} aria-labelledby={labelledBy}>
      <tbody>
        {items.map((item) => (
          <tr key={item.label}>
            <th scope="row">{item.label}</th>
            <Track aria-hidden="true">
              <Bar data-min={item.min} data-max={item.max}>
                <span style={{ width: percent(item.min) }} />
                <span style={{ left: percent(item.min), width: percent(item.max - item.min) }} />
              </Bar>
            </Track>
            <td>
              {formatMoney(item.min)} - {formatMoney(item.max)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td aria-hidden="true" />
          <td>
            {formatMoney(total.min)} - {formatMoney(total.max)}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}
