/** @jsxRuntime automatic */
import { formatList, requestPlace } from '@pond/core';
import type { RequestFacts } from './facts.ts';
import { Action, P, Title } from './layout.tsx';
import { renderMail } from './render.tsx';

/** To the homeowner who withdrew a request: it goes to nobody else, and who already has it. */
export function leadWithdrawn(input: {
  request: RequestFacts;
  /** Builders who already had the request (mailed, or phoned by staff): they keep their copy. */
  alreadyWith: readonly string[];
  withdrawUrl: string | null;
  siteUrl: string;
}) {
  const { request } = input;
  return renderMail(
    {
      subject: 'Your pond project request is withdrawn',
      preheader: 'Your request will not go to anyone else.',
      siteUrl: input.siteUrl,
      reason: 'You get this mail because you withdrew a pond quote request on Pond Builders Direct.',
    },
    <>
      <Title>Hi {request.name},</Title>
      <P>
        Your request ({request.projectType}, {requestPlace(request) || 'not given'}) is withdrawn. It will not
        go to anyone else, and mail not yet sent to builders was cancelled.
      </P>
      {input.alreadyWith.length > 0 ? (
        <P>
          {formatList(input.alreadyWith)} already had it and keep their copy; you may tell them you are no
          longer interested.
        </P>
      ) : (
        <P>No builder had received it.</P>
      )}
      {input.withdrawUrl && (
        <>
          <P>Your request&apos;s page shows this at any time (the link works for 60 days):</P>
          <Action href={input.withdrawUrl} quiet>
            See my request
          </Action>
        </>
      )}
    </>,
  );
}
