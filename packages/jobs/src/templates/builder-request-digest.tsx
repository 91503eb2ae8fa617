/** @jsxRuntime automatic */
import { PATHS, builderRequestUrl, requestPlace } from '@pond/core';
import { requestFacts, type RequestFacts } from './facts.ts';
import { A, Action, Facts, P, Title } from './layout.tsx';
import { renderMail } from './render.tsx';

/** A request in a builder's digest, with its id for the link to it. */
export type DigestRequest = RequestFacts & { id: string };

/**
 * To a builder who chose one mail a day: each request that chose them since the last
 * digest, with the homeowner's details and a link to it in their inbox.
 */
export function builderRequestDigest(input: {
  builderName: string;
  requests: DigestRequest[];
  siteUrl: string;
}) {
  const count = input.requests.length;
  const noun = count === 1 ? 'request' : 'requests';
  return renderMail(
    {
      subject: `${count} new pond project ${noun} chose you`,
      preheader: input.requests
        .map((request) => `${request.projectType} in ${requestPlace(request) || 'their area'}`)
        .join(' · '),
      siteUrl: input.siteUrl,
      reason: 'You get this mail because you chose a daily digest of requests in your builder dashboard.',
    },
    <>
      <Title>Hello {input.builderName},</Title>
      <P>
        {count === 1 ? 'A homeowner' : `${count} homeowners`} chose you on Pond Builders Direct since your
        last digest and asked to be contacted. Each chose at most three builders.
      </P>
      {input.requests.map((request) => (
        <div key={request.id}>
          <Facts facts={requestFacts(request)} />
          <P>
            <A href={builderRequestUrl(input.siteUrl, request.id)}>Open the request from {request.name}</A>
          </P>
        </div>
      ))}
      <P muted>Prefer a mail for each request as it arrives? Change it in your builder dashboard.</P>
      <Action href={`${input.siteUrl.replace(/\/$/, '')}${PATHS.buildersRequests}`}>
        See all your requests
      </Action>
    </>,
  );
}
