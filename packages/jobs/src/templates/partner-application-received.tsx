/** @jsxRuntime automatic */
import type { ApplicationFacts } from './facts.ts';
import { Facts, P, Title } from './layout.tsx';
import { renderMail } from './render.tsx';

/** To a business that applied to embed our widgets: what we received and what happens next. */
export function partnerApplicationReceived(input: { application: ApplicationFacts; siteUrl: string }) {
  const { application } = input;
  return renderMail(
    {
      subject: `We received your partner application for ${application.businessName}`,
      preheader: 'We review each application by hand, usually within two business days.',
      siteUrl: input.siteUrl,
      reason: 'You get this mail because you applied to be a Pond Builders Direct partner.',
    },
    <>
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
    </>,
  );
}
