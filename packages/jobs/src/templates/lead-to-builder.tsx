/** @jsxRuntime automatic */
import { builderRequestUrl, requestPlace } from '@pond/core';
import { requestFacts, type RequestFacts } from './facts.ts';
import { Action, Facts, P, Title } from './layout.tsx';
import { renderMail } from './render.tsx';

/** To a builder the homeowner chose: the request, and that the homeowner agreed to be contacted. */
export function leadToBuilder(input: {
  builderName: string;
  request: RequestFacts;
  consentText: string;
  /** The request's id, for the link to it in the builder's inbox. */
  leadId: string;
  siteUrl: string;
}) {
  const { request } = input;
  return renderMail(
    {
      subject: `New pond project request from ${request.name}: ${request.projectType}`,
      preheader: `${request.name} chose you for a ${request.projectType} project in ${requestPlace(request) || 'their area'}.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail because a homeowner chose your business on Pond Builders Direct.',
    },
    <>
      <Title>Hello {input.builderName},</Title>
      <P>
        {request.name} chose you on Pond Builders Direct and asked to be contacted about a pond project. They
        chose at most three builders; nobody else has this request from us.
      </P>
      <Facts facts={requestFacts(request)} />
      <P muted>When choosing you they agreed to this: “{input.consentText}”</P>
      <P>
        Please contact them directly. If you cannot take the project, reply to this email and we will let them
        know.
      </P>
      <P>
        Mark it contacted, quoted, won or not a fit in your builder dashboard (sign in with this email address
        once you have claimed your listing): your response time and the homeowner’s view of your progress come
        from it.
      </P>
      <Action href={builderRequestUrl(input.siteUrl, input.leadId)}>Open this request</Action>
    </>,
  );
}
