/** @jsxRuntime automatic */
import { CONFIRM_TEXTS, formatList, requestPlace } from '@pond/core';
import type { ChosenBuilderFacts, RequestFacts } from './facts.ts';
import { Action, P, Title, WithdrawNotice } from './layout.tsx';
import { renderMail } from './render.tsx';

/** To the homeowner once they confirmed: who will contact them, and how to withdraw. */
export function leadConfirmation(input: {
  request: RequestFacts;
  builders: readonly ChosenBuilderFacts[];
  /** "Yes, this was me": the homeowner proves the mailbox, and a partner's credit is confirmed. */
  confirmUrl: string | null;
  withdrawUrl: string | null;
  siteUrl: string;
}) {
  const { request, builders } = input;
  const byPhone = builders.filter((builder) => builder.delivery === 'phone');
  const matched = builders.length === 0;
  return renderMail(
    {
      subject: matched
        ? 'Your pond project request: our team will match you'
        : 'Your pond project request: who will contact you',
      preheader: matched
        ? 'Our team will match you with pond professionals near you.'
        : `${formatList(builders.map((builder) => builder.name))} will contact you.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail because you asked for pond quotes on Pond Builders Direct.',
    },
    <>
      <Title>Hi {request.name},</Title>
      <P>
        Thank you for your request ({request.projectType}, {requestPlace(request) || 'not given'}).
      </P>
      {matched ? (
        <P>
          You didn&apos;t choose a builder, so our team will match you with pond professionals near you and be
          in touch.
        </P>
      ) : (
        <>
          <P>These builders have your request and will contact you:</P>
          <ol style={{ margin: '0 0 12px', paddingLeft: '24px', fontSize: '16px', lineHeight: '24px' }}>
            {builders.map((builder) => (
              <li key={builder.name}>
                <strong>{builder.name}</strong>, {builder.city}, {builder.state}
                {builder.phone ? ` (${builder.phone})` : ''}
              </li>
            ))}
          </ol>
          {byPhone.length > 0 && (
            <P>Our team is passing your request to {formatList(byPhone.map((b) => b.name))} by phone.</P>
          )}
          <P>Nobody else receives your request from us.</P>
        </>
      )}
      {input.confirmUrl ? (
        <>
          <P>{CONFIRM_TEXTS.mailAsk}</P>
          <Action href={input.confirmUrl}>{CONFIRM_TEXTS.button}</Action>
        </>
      ) : null}
      <WithdrawNotice withdrawUrl={input.withdrawUrl} />
    </>,
  );
}
