/** @jsxRuntime automatic */
import { PATHS, starGlyphs, verifiedRequestText } from '@pond/core';
import { Action, P, Title, siteRoot } from './layout.tsx';
import { renderMail } from './render.tsx';

/** A new review, as its builder hears of it. */
export interface PostedReviewFacts {
  builderName: string;
  stars: number;
  title: string;
  body: string;
  reviewer: string;
  requestMonth: string;
}

/** To a builder: a homeowner they were connected with reviewed them; they may answer once, publicly. */
export function reviewPosted(input: { review: PostedReviewFacts; siteUrl: string }) {
  const { review } = input;
  return renderMail(
    {
      subject: `New review of ${review.builderName}: ${review.stars} of 5 stars`,
      preheader: `${review.reviewer} reviewed you: “${review.title}”. You may answer once, publicly.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail because you keep a builder listing on Pond Builders Direct.',
    },
    <>
      <Title>Hello {review.builderName},</Title>
      <P>
        {review.reviewer} reviewed you on your profile ({verifiedRequestText(review.requestMonth)}):
      </P>
      <P>
        {starGlyphs(review.stars)} ({review.stars} of 5) “{review.title}”
      </P>
      <P muted>{review.body}</P>
      <P>
        You may answer once, publicly, under the review. A calm answer that says what you did or will do reads
        best to the homeowners who come after.
      </P>
      <Action href={`${siteRoot(input.siteUrl)}${PATHS.buildersReviews}`}>Answer this review</Action>
    </>,
  );
}
