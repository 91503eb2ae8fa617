import {
  PLAN_LINK_TEXT,
  formatNumber,
  planFitsBounds,
  planFromPlanner,
  quotesForPlanUrl,
  withPartner,
  type PlannerResult,
  type Recommendation,
} from '@pond/core';
import { Button, theme, usePart } from '@pond/ui';
import styled from 'styled-components';
import { lazy, Suspense, useId } from 'react';
import { HostLink } from '../kit/HostLink.tsx';
import { useWidgetHost } from '../kit/host.tsx';
import { CostChart } from './CostChart.tsx';

// What builders quoted nearby loads with the result, not with the planner (its first-load budget).
const LocalCostLine = lazy(() => import('../costs/LocalCostLine.tsx').catch(() => ({ default: () => null })));
import { PLANNER_TEXTS } from './texts.ts';

const Results = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  h3,
  h4 {
    margin: 0 0 ${theme.space.sm};
  }
  h3 {
    font-size: ${theme.size.lg};
  }
  h4 {
    font-size: ${theme.size.md};
  }
  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
  p {
    margin: 0;
  }
`;
const Total = styled.div`
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.color.brandSoft};
  text-align: center;
  strong {
    display: block;
    font-size: ${theme.size.xxl};
    color: ${theme.color.brandStrong};
  }
`;
const Items = styled.div`
  display: grid;
  gap: ${theme.space.md};
  @container (min-width: 34rem) {
    grid-template-columns: repeat(2, 1fr);
  }
  > div {
    padding: ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
  }
  small {
    display: block;
    margin-top: ${theme.space.xs};
    font-weight: 700;
    color: ${theme.color.brand};
  }
`;
const Copy = styled.p`
  /* A long email address breaks rather than widening the plan past a phone's screen. */
  overflow-wrap: anywhere;
  padding: ${theme.space.md};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.successSoft};
`;

function Equipment({ items }: { items: Recommendation[] }) {
  return (
    <Items>
      {items.map((item) => (
        <div key={item.name}>
          <h4>{item.name}</h4>
          <p>{item.description}</p>
          <small>{item.estimatedCost}</small>
        </div>
      ))}
    </Items>
  );
}

/**
 * Step 4 (spec §3 'Planner result', §4): the cost range, its breakdown as a chart and a table, the
 * equipment with prices, the extras, the environment and sun advice, and 'Start Over'. The emailed
 * copy is mentioned only when the database queued it.
 */
export function PlanResults({
  result,
  email,
  copyQueued,
  onStartOver,
}: {
  result: PlannerResult;
  email: string;
  copyQueued: boolean;
  onStartOver: () => void;
}) {
  const part = usePart();
  const host = useWidgetHost();
  const { projectDetails: pond, costEstimate, recommendations } = result;
  const plan = planFromPlanner(result);
  const { baseCost, equipment, labor } = costEstimate.breakdown;
  const breakdownId = useId();
  return (
    <Results {...part('plan')}>
      <Total>
        {PLANNER_TEXTS.costHeading}
        <strong data-testid="cost-range">{costEstimate.costRange}</strong>
        {pond.pondTypeLabel}, {formatNumber(pond.length, 1)} ft × {formatNumber(pond.width, 1)} ft ×{' '}
        {formatNumber(pond.depth, 1)} ft deep ({formatNumber(pond.area, 1)} sq ft,{' '}
        {pond.sizeClass.toLowerCase()}), about {formatNumber(pond.gallons)} gallons, in {pond.stateName}.
      </Total>
      {copyQueued ? <Copy>{PLANNER_TEXTS.copyQueued(email)}</Copy> : null}
      <Suspense fallback={null}>
        <LocalCostLine
          kind={pond.pondType === 'not-sure' ? null : pond.pondType}
          areaSqFt={pond.area}
          stateCode={pond.state}
        />
      </Suspense>
      {planFitsBounds(plan) ? (
        <p>
          <HostLink
            to={withPartner(quotesForPlanUrl(plan), host.partner, host.attribution)}
            {...part('quotes-link')}
          >
            {PLAN_LINK_TEXT}
          </HostLink>
        </p>
      ) : null}
      <section>
        <h3 id={breakdownId}>{PLANNER_TEXTS.breakdownHeading}</h3>
        <CostChart
          labelledBy={breakdownId}
          items={[baseCost, equipment.liner, equipment.pump, equipment.filter, labor]}
          total={{ min: costEstimate.minCost, max: costEstimate.maxCost }}
        />
      </section>
      <section>
        <h3>{PLANNER_TEXTS.equipmentHeading}</h3>
        <Equipment items={[recommendations.liner, recommendations.pump, recommendations.filter]} />
      </section>
      {recommendations.additional?.length ? (
        <section>
          <h3>{PLANNER_TEXTS.extrasHeading}</h3>
          <Equipment items={recommendations.additional} />
        </section>
      ) : null}
      <section>
        <h3>{PLANNER_TEXTS.environmentHeading}</h3>
        <Items>
          {result.environmentalConsiderations.map((consideration) => (
            <div key={consideration.title}>
              <h4>{consideration.title}</h4>
              <ul>
                {consideration.description.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
        </Items>
      </section>
      <div>
        <Button type="button" $variant="secondary" onClick={onStartOver}>
          {PLANNER_TEXTS.startOver}
        </Button>
      </div>
    </Results>
  );
}
