/** @jsxRuntime automatic */
import { PATHS } from '@pond/core';
import { Action, P, Title, siteRoot } from './layout.tsx';
import { renderMail } from './render.tsx';

/** To a partner whose site was just proven: from now on its requests from there count for it. */
export function partnerSiteProven(input: { contactName: string; origin: string; siteUrl: string }) {
  return renderMail(
    {
      subject: `${input.origin} is proven for your partner account`,
      preheader: `Requests and plans from ${input.origin} now count as attributed to you.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail because you added this site to your Pond Builders Direct partner account.',
    },
    <>
      <Title>Hi {input.contactName},</Title>
      <P>We fetched the token file on {input.origin} and it matches: the site is proven.</P>
      <P>
        From now on, quote requests and plans your widgets send from this site are attributed to you. Keep the
        file in place; our staff may check it again.
      </P>
      <Action href={`${siteRoot(input.siteUrl)}${PATHS.partnersDashboard}`}>Open your dashboard</Action>
    </>,
  );
}
