/** @jsxRuntime automatic */
import { PATHS } from '@pond/core';
import { Action, P, Title, siteRoot } from './layout.tsx';
import { renderMail } from './render.tsx';
import type { ClaimDecisionFacts } from '@pond/supabase/jobs';

/** What a claimant whose claim staff checked by hand needs: approved (and how to sign in), or why not. */

export type { ClaimDecisionFacts };

/** To a builder whose claim staff checked: approved, with the way in, or declined with the reason. */
export function builderClaimDecided(input: { claim: ClaimDecisionFacts; siteUrl: string }) {
  const { claim } = input;
  const site = siteRoot(input.siteUrl);
  const greeting = <Title>Hi{claim.claimantName ? ` ${claim.claimantName}` : ''},</Title>;
  const meta = {
    subject: claim.approved
      ? `Your claim of ${claim.businessName} is approved`
      : `Your claim of ${claim.businessName} on Pond Builders Direct`,
    preheader: claim.approved
      ? 'Sign in with this email address to keep your listing true.'
      : 'We could not approve your claim.',
    siteUrl: input.siteUrl,
    reason: 'You get this mail because you claimed a listing on Pond Builders Direct.',
  };
  if (claim.approved)
    return renderMail(
      meta,
      <>
        {greeting}
        <P>We checked your claim: {claim.businessName} is yours to keep on Pond Builders Direct.</P>
        {claim.reason ? <P>{claim.reason}</P> : null}
        <P>
          Sign in with this email address (we send you a link, no password) to correct your phone number,
          describe your work and see the requests homeowners send you:
        </P>
        <Action href={`${site}${PATHS.buildersSignIn}`}>Sign in to your listing</Action>
      </>,
    );
  return renderMail(
    meta,
    <>
      {greeting}
      <P>We checked your claim of {claim.businessName} and cannot approve it:</P>
      <P>{claim.reason}</P>
      <P>If something changes, reply to this email or claim the listing again from its page.</P>
    </>,
  );
}
