/** @jsxRuntime automatic */
import {
  BUDGETS,
  PATHS,
  POND_TYPES,
  SUN_EXPOSURES,
  TIMELINES,
  formatMoneyRange,
  optionLabel,
} from '@pond/core';
import type { PlanFacts } from './facts.ts';
import { Action, Facts, P, Title, WithdrawNotice, siteRoot } from './layout.tsx';
import { renderMail } from './render.tsx';

/** The copy of a pond plan the planner's results promise. */
export function plannerCopy(input: { plan: PlanFacts; siteUrl: string; withdrawUrl: string | null }) {
  const { plan } = input;
  const cost = formatMoneyRange(plan.costMin, plan.costMax);
  return renderMail(
    {
      subject: 'Your pond plan from Pond Builders Direct',
      preheader: `${optionLabel(POND_TYPES, plan.pondType)}, ${plan.length} x ${plan.width} ft: estimated ${cost}.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail because you made a pond plan on Pond Builders Direct.',
    },
    <>
      <Title>Hi {plan.name},</Title>
      <P>Here is the copy of your pond plan.</P>
      <Facts
        facts={[
          [
            'Pond',
            `${optionLabel(POND_TYPES, plan.pondType)}, ${plan.length} ft x ${plan.width} ft x ${plan.depth} ft deep`,
          ],
          ['State', plan.state],
          ['Sun', optionLabel(SUN_EXPOSURES, plan.sunExposure)],
          ['Budget', optionLabel(BUDGETS, plan.budget)],
          ['Timeline', optionLabel(TIMELINES, plan.timeline)],
          ['Features', plan.features?.trim() || 'none'],
          ['Estimated cost', cost],
        ]}
      />
      <Action href={`${siteRoot(input.siteUrl)}${PATHS.planner}`}>Plan another pond</Action>
      <WithdrawNotice withdrawUrl={input.withdrawUrl} />
    </>,
  );
}
