import { WAITING_TEXTS } from '@pond/core';
/** @jsxRuntime automatic */
import { Action, P, Title } from './layout.tsx';
import { renderMail } from './render.tsx';
import type { RequestFacts } from '@pond/supabase/jobs';

/**
 * To a homeowner whose chosen builders all stayed silent for two business days, or one of whom said
 * the project is not a fit: their request's page now offers other builders nearby.
 */
export function requestWaiting(input: {
  request: Pick<RequestFacts, 'name' | 'projectType'>;
  why: 'silent' | 'not_fit';
  requestUrl: string | null;
  siteUrl: string;
}) {
  const first = input.request.name.trim().split(/\s+/)[0] ?? input.request.name;
  return renderMail(
    {
      subject:
        input.why === 'silent'
          ? 'Your pond request is still waiting: other builders can have it'
          : 'A builder cannot take your pond project: others can',
      preheader: 'Send your request on to other builders near you, from your request’s page.',
      siteUrl: input.siteUrl,
      reason: 'You get this mail because you asked for quotes on Pond Builders Direct.',
    },
    <>
      <Title>Hi {first},</Title>
      <P>{input.why === 'silent' ? WAITING_TEXTS.silent : WAITING_TEXTS.notFit}</P>
      <P>Your request ({input.request.projectType}) goes only to the builders you choose, as before.</P>
      {input.requestUrl ? <Action href={input.requestUrl}>See the other builders</Action> : null}
    </>,
  );
}
