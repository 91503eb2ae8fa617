import { DECLINE_REASONS, type DeclineReason, builderRequestUrl, optionLabel } from '@pond/core';
/** @jsxRuntime automatic */
import { Action, P, Title } from './layout.tsx';
import { renderMail } from './render.tsx';
import type { DecisionFacts } from '@pond/supabase/jobs';

export type { DecisionFacts };

/**
 * To a builder: the homeowner chose them, or chose another or is not going ahead — with the
 * homeowner's reason when they gave one.
 */
export function requestDecided(input: {
  decision: DecisionFacts;
  chosen: boolean;
  reason: DeclineReason | null;
  leadId: string;
  siteUrl: string;
}) {
  const { decision } = input;
  const reason = input.reason ? optionLabel(DECLINE_REASONS, input.reason) : null;
  return renderMail(
    {
      subject: input.chosen
        ? `${decision.homeownerName} chose you for their pond project`
        : `${decision.homeownerName} did not choose you this time`,
      preheader: input.chosen
        ? `${decision.homeownerName} chose you among the builders who got their request.`
        : `${decision.homeownerName} decided on their ${decision.projectType} request${reason ? `: ${reason.toLowerCase()}` : ''}.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail because a homeowner chose you for a request on Pond Builders Direct.',
    },
    <>
      <Title>Hello {decision.builderName},</Title>
      {input.chosen ? (
        <P>
          Good news: {decision.homeownerName} chose you for their request ({decision.projectType}). Agree the
          next steps with them directly; their conversation with you stays on the request.
        </P>
      ) : (
        <P>
          {decision.homeownerName} decided not to go on with you for their request ({decision.projectType}).
          {reason ? ` Their reason: ${reason}.` : ' They gave no reason.'} Thank you for answering them.
        </P>
      )}
      <Action href={builderRequestUrl(input.siteUrl, input.leadId)}>Open this request</Action>
    </>,
  );
}
