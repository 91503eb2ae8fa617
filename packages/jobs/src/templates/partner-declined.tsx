/** @jsxRuntime automatic */
import type { ApplicationFacts } from './facts.ts';
import { P, Title } from './layout.tsx';
import { renderMail } from './render.tsx';

/** To an applicant we declined, with the reason staff gave. */
export function partnerDeclined(input: { application: ApplicationFacts; reason: string; siteUrl: string }) {
  const { application } = input;
  return renderMail(
    {
      subject: `Your partner application for ${application.businessName}`,
      preheader: `We cannot approve ${application.businessName} as a partner at this time.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail because you applied to be a Pond Builders Direct partner.',
    },
    <>
      <Title>Hi {application.contactName},</Title>
      <P>Thank you for applying. We cannot approve {application.businessName} as a partner at this time:</P>
      <P>{input.reason}</P>
      <P>If something changes, reply to this email or apply again.</P>
    </>,
  );
}
