import { builderRequestUrl } from '@pond/core';
/** @jsxRuntime automatic */
import { Action, P, Title } from './layout.tsx';
import { renderMail } from './render.tsx';
import type { MessageFacts } from '@pond/supabase/jobs';

export type { MessageFacts };

/**
 * A new message in a request's conversation, to the side that did not write it. The message's text
 * is not in the mail: it is read on the page behind the link, where it is shown as plain text, so our
 * domain never mails words a stranger chose (no phishing through us) and a reply stays in the thread.
 */
export function requestMessage(input: {
  message: MessageFacts;
  to: 'builder' | 'homeowner';
  leadId: string;
  requestUrl: string | null;
  siteUrl: string;
}) {
  const { message } = input;
  const toBuilder = input.to === 'builder';
  const from = toBuilder ? message.homeownerName : message.builderName;
  const href = toBuilder ? builderRequestUrl(input.siteUrl, input.leadId) : input.requestUrl;
  return renderMail(
    {
      subject: `${from} wrote to you about ${toBuilder ? 'their' : 'your'} pond project`,
      preheader: `A new message from ${from}: read and answer it on Pond Builders Direct.`,
      siteUrl: input.siteUrl,
      reason: toBuilder
        ? 'You get this mail because a homeowner who chose you wrote to you on Pond Builders Direct.'
        : 'You get this mail because you asked for quotes on Pond Builders Direct.',
    },
    <>
      <Title>Hello {toBuilder ? message.builderName : message.homeownerName},</Title>
      <P>
        {from} sent you a message about {toBuilder ? 'their' : 'your'} request ({message.projectType}). Read
        it and answer on the request's page:
      </P>
      {href ? <Action href={href}>Read the message</Action> : null}
    </>,
  );
}
