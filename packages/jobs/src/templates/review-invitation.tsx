/** @jsxRuntime automatic */
import { PATHS, REVIEW_RULES } from '@pond/core';
import { A, Action, P, Title, siteRoot } from './layout.tsx';
import { renderMail } from './render.tsx';

/** A builder a homeowner chose, as the invitation to review them names it. */
export interface ReviewInvitationFacts {
  homeownerName: string;
  builderName: string;
  /** The second mail, at 45 days, when there is no review yet. */
  reminder: boolean;
}

/**
 * To a homeowner, 14 days after their request reached a builder (and once more at 45): one mail per
 * builder, with a signed link only they hold. Reviews are for homeowners we connected, and only them.
 */
export function reviewInvitation(input: {
  invitation: ReviewInvitationFacts;
  reviewUrl: string;
  requestUrl: string | null;
  siteUrl: string;
}) {
  const { invitation } = input;
  return renderMail(
    {
      subject: invitation.reminder
        ? `Still time to review ${invitation.builderName}`
        : `How did it go with ${invitation.builderName}?`,
      preheader: `Your review helps other homeowners choose: stars, a few lines, and whether you hired them.`,
      siteUrl: input.siteUrl,
      reason:
        'You get this mail because you chose this builder when you asked for quotes on Pond Builders Direct.',
    },
    <>
      <Title>Hi {invitation.homeownerName},</Title>
      <P>
        You sent your pond project to {invitation.builderName} through Pond Builders Direct
        {invitation.reminder ? ' a few weeks ago' : ''}. Whether you hired them or not, tell other homeowners
        how they dealt with you.
      </P>
      <Action href={input.reviewUrl}>{`Review ${invitation.builderName}`}</Action>
      <P muted>
        Only homeowners we connected with a builder can review them, and this link is yours alone: please do
        not forward it. We show your first name and city, never your email or phone. You can change your
        review for {REVIEW_RULES.editableDays} days after you post it. Read{' '}
        <A href={`${siteRoot(input.siteUrl)}${PATHS.reviewGuidelines}`}>our review guidelines</A>.
      </P>
      {input.requestUrl ? (
        <P muted>
          <A href={input.requestUrl}>See your request</A>, or withdraw it.
        </P>
      ) : null}
    </>,
  );
}
