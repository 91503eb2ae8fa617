/** @jsxRuntime automatic */
import type { ApplicationFacts } from './facts.ts';
import { Facts, MailLayout, P, Title } from './layout.tsx';
import { renderMail } from './render.ts';

/** To a business that applied to embed our widgets (issue 24): what we received and what happens next. */
export function partnerApplicationReceived(input: { application: ApplicationFacts; siteUrl: string }) {
  const { application } = input;
  const preheader = 'We review each application by hand, usually within two business days.';
  return renderMail(
    `We received your partner application for ${application.businessName}`,
    preheader,
    <MailLayout
      preheader={preheader}
      siteUrl={input.siteUrl}
      reason="You get this mail because you applied to be a Pond Builders Direct partner."
    >
      <Title>Hi {application.contactName},</Title>
      <P>
        Thank you for applying to embed Pond Builders Direct&apos;s widgets on {application.businessName}
        &apos;s site.
      </P>
      <Facts
        facts={[
          ['Websites', application.websites.join(', ')],
          ['Widgets you plan to use', application.widgets.join(', ')],
        ]}
      />
      <P>
        Our team reviews each application by hand, usually within two business days, and will email you either
        way. Nothing to do until then.
      </P>
    </MailLayout>,
  );
}
