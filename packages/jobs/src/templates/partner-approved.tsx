/** @jsxRuntime automatic */
import { PATHS } from '@pond/core';
import { palette } from '@pond/ui/theme';
import type { ApplicationFacts } from './facts.ts';
import { A, Action, P, Title, siteRoot } from './layout.tsx';
import { renderMail } from './render.tsx';

/** To an approved partner: their partner id and how to use it. */
export function partnerApproved(input: {
  application: ApplicationFacts;
  partnerId: string;
  siteUrl: string;
}) {
  const { application, partnerId } = input;
  const site = siteRoot(input.siteUrl);
  return renderMail(
    {
      subject: `${application.businessName} is a Pond Builders Direct partner`,
      preheader: `Your partner id is ${partnerId}. Sign in to see what your embeds bring.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail because you applied to be a Pond Builders Direct partner.',
    },
    <>
      <Title>Hi {application.contactName},</Title>
      <P>
        Your application is approved. Your partner id is:{' '}
        <code style={{ backgroundColor: palette.brandSoft, padding: '2px 6px', borderRadius: '4px' }}>
          {partnerId}
        </code>
      </P>
      <P>
        Put partner=&quot;{partnerId}&quot; on each widget you embed, so the quote requests and plans your
        pages send are credited to you. The embed builder writes the snippet for you:
      </P>
      <Action href={`${site}${PATHS.partnersEmbed}`}>Open the embed builder</Action>
      <P>
        See what your embeds bring, month by month, on your dashboard. Sign in with this email address (we
        send you a link, no password):
      </P>
      <Action href={`${site}${PATHS.partnersSignIn}`}>Sign in to your dashboard</Action>
      <P muted>
        What partners get, and what leaves your page:{' '}
        <A href={`${site}${PATHS.partners}`}>{`${site}${PATHS.partners}`}</A>
      </P>
    </>,
  );
}
