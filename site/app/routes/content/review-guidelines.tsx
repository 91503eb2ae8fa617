import {
  PATHS,
  REVIEW_NEVER_REMOVED,
  REVIEW_REMOVAL_REASONS,
  REVIEW_RULES,
  verifiedRequestText,
} from '@pond/core';
import { Container, Section } from '@pond/ui';

import { PageHeader } from '../../components/PageHeader.tsx';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { SiteLink } from '../../components/SiteLink.tsx';

export const meta = () =>
  pageMeta({
    title: brandedTitle('Review Guidelines'),
    description:
      'Who can review a pond builder on Pond Builders Direct, what we remove, and what we never remove.',
    path: PATHS.reviewGuidelines,
  });

/** The published guidelines staff moderate against: one list, the same one they pick from. */
export default function ReviewGuidelines() {
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'About', href: PATHS.about },
          { label: 'Review Guidelines' },
        ]}
        title="Review Guidelines"
        intro="Every review on Pond Builders Direct comes from a homeowner we connected with that builder. Here is who can review, what we remove, and what we never remove."
      />
      <Section>
        <Container>
          <h2>Who can review</h2>
          <p>
            Only a homeowner who chose a builder when asking for quotes through us.{' '}
            {REVIEW_RULES.inviteAfterDays} days after their request reached the builder we mail them a link
            that is theirs alone (and once more at {REVIEW_RULES.remindAfterDays} days if they have not
            written one). One review per request and builder, which its author can change for{' '}
            {REVIEW_RULES.editableDays} days. Each review says “
            {verifiedRequestText('2026-11-01').replace(/, .*$/, ', {month year}')}” — the month of the request
            — and shows only the reviewer’s first name and city. Nobody can review on someone else’s behalf,
            and we never pay for, ask builders to collect, or write reviews.
          </p>
          <p>
            Ratings a listing came with from other sites are shown apart, with where and when they came from;
            they never count towards our verified reviews, and our “best rated” order puts verified reviews
            first.
          </p>
          <h2>What we remove</h2>
          <p>We remove a review, whole, only when it breaks one of these rules:</p>
          <ul>
            {REVIEW_REMOVAL_REASONS.map((reason) => (
              <li key={reason.value}>
                <strong>{reason.label}.</strong> {reason.rule}
              </li>
            ))}
          </ul>
          <h2>What we never remove</h2>
          <ul>
            {REVIEW_NEVER_REMOVED.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <h2>Reports and answers</h2>
          <p>
            Anyone can report a review with the “Report” link under it. Our staff read every report against
            this page, and keep or remove the review; every removal is logged with the rule it broke. The
            builder can answer each review once, publicly, under it.
          </p>
          <p>
            Questions about a review? Write to the contact address on our{' '}
            <SiteLink to={PATHS.privacy}>privacy policy</SiteLink>. See also{' '}
            <SiteLink to={PATHS.verification}>how we verify builders</SiteLink>.
          </p>
        </Container>
      </Section>
    </>
  );
}
