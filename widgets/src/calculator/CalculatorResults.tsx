import { usePart } from '@pond/ui/parts';
import {
  PATHS,
  PLAN_LINK_TEXT,
  formatMoneyRange,
  formatNumber,
  planFitsBounds,
  planFromCalculator,
  pondDrawing,
  quotesForPlanUrl,
  withPartner,
  type AttachedPlan,
} from '@pond/core';
import { lazy, Suspense, useId } from 'react';
import { HostLink } from '../kit/HostLink.tsx';
import { useWidgetHost } from '../kit/host.tsx';
import { PondPicture } from './PondPicture.tsx';
import { CALCULATOR_TEXTS } from './texts.ts';
import type { Calculation } from './use-calculator.ts';

// What builders quoted for a pond this size loads with the result, not with the calculator.
const LocalCostLine = lazy(() => import('../costs/LocalCostLine.tsx').catch(() => ({ default: () => null })));

/**
 * The results card (spec §2.12): a prompt until the first calculation, then every figure with
 * thousands separators, the to-scale pictures and the way on to the planner (carrying the partner
 * on a partner's page).
 */
export function CalculatorResults({ calculation }: { calculation: Calculation | null }) {
  const part = usePart();
  const host = useWidgetHost();
  const headingId = useId();
  const plan = calculation && planFromCalculator(calculation.dimensions, calculation.result);
  return (
    <section className="pc-card" aria-labelledby={headingId} {...part('results')}>
      <h3 id={headingId}>{CALCULATOR_TEXTS.resultsHeading}</h3>
      {/* Only this one line is announced: reading the whole card on every change would drown a screen reader. */}
      <p className="pc-status" role="status">
        {calculation ? resultSummary(calculation) : ''}
      </p>
      {calculation && plan ? (
        <>
          <dl className="pc-figures">
            <ResultFigures calculation={calculation} />
          </dl>
          <PondPicture dimensions={calculation.dimensions} />
          <HostLink
            className="pc-button"
            to={withPartner(PATHS.planner, host.partner, host.attribution)}
            {...part('planner-link')}
          >
            {CALCULATOR_TEXTS.plannerButton}
          </HostLink>
          <QuotesLink plan={plan} />
          <Suspense fallback={null}>
            <LocalCostLine kind={null} areaSqFt={plan.areaSqFt} />
          </Suspense>
        </>
      ) : (
        <p className="pc-empty">{CALCULATOR_TEXTS.empty}</p>
      )}
    </section>
  );
}

function ResultFigures({ calculation: { result, dimensions } }: { calculation: Calculation }) {
  const sheet = pondDrawing(dimensions).plan.liner;
  const rows: [label: string, value: string, note?: string][] = [
    ['Volume', `${formatNumber(result.volume, 2)} cu ft`, `${formatNumber(result.gallons)} gallons`],
    [
      'Liner',
      `${formatNumber(result.liner, 2)} sq ft`,
      `${formatNumber(result.linerSide)} ft × ${formatNumber(result.linerSide)} ft square, or a ${formatNumber(sheet.length, 1)} ft × ${formatNumber(sheet.width, 1)} ft sheet`,
    ],
    ['Pump', result.pump],
    ['Filter', result.filter],
    [
      'Fish',
      `${formatNumber(result.fish)} inches of fish`,
      `about ${formatNumber(result.koi)} koi at a foot long`,
    ],
    ['Plants', `${formatNumber(result.plants)} plants`, 'to cover half the surface'],
    ['Estimated cost', formatMoneyRange(result.cost.low, result.cost.high), 'professionally built'],
  ];
  return rows.map(([label, value, note]) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>
        {value}
        {note ? <small>{note}</small> : null}
      </dd>
    </div>
  ));
}

function resultSummary({ result }: Calculation): string {
  return `${formatNumber(result.volume, 2)} cu ft, ${formatNumber(result.gallons)} gallons, ${formatMoneyRange(result.cost.low, result.cost.high)}`;
}

/** On to the quote form with this pond attached; only for a pond the quote form can take. */
function QuotesLink({ plan }: { plan: AttachedPlan }) {
  const part = usePart();
  const host = useWidgetHost();
  if (!planFitsBounds(plan)) return null;
  return (
    <HostLink
      className="pc-button"
      to={withPartner(quotesForPlanUrl(plan), host.partner, host.attribution)}
      {...part('quotes-link')}
    >
      {PLAN_LINK_TEXT}
    </HostLink>
  );
}
