import { formatMoney } from '@pond/core';
/** @jsxRuntime automatic */
import { Action, P, Title } from './layout.tsx';
import { renderMail } from './render.tsx';
import type { QuoteFacts } from '@pond/supabase/jobs';

/** A builder's quote as the homeowner hears of it. */

export type { QuoteFacts };

/** To a homeowner: a builder they chose marked a quote; their request's page shows every builder's progress. */
export function requestQuoted(input: { quote: QuoteFacts; requestUrl: string | null; siteUrl: string }) {
  const { quote } = input;
  return renderMail(
    {
      subject: `${quote.builderName} sent you a quote`,
      preheader: quote.amount
        ? `${quote.builderName} quoted ${formatMoney(quote.amount)} for your pond project.`
        : `${quote.builderName} sent you a quote for your pond project.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail because you asked for quotes on Pond Builders Direct.',
    },
    <>
      <Title>Hi {quote.homeownerName},</Title>
      <P>
        {quote.builderName}, one of the builders you chose, says they sent you a quote
        {quote.amount ? ` of ${formatMoney(quote.amount)}` : ''}.
      </P>
      {quote.note ? <P>Their note: “{quote.note}”</P> : null}
      <P>See how far each builder you chose has got, or withdraw your request:</P>
      {input.requestUrl ? <Action href={input.requestUrl}>See your request</Action> : null}
    </>,
  );
}
