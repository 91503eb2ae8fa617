import { PATHS } from '@pond/core';
import { Section } from '@pond/ui';
import { PageHeader } from '../components/PageHeader.tsx';
import { LeadInbox } from '../components/staff/LeadInbox.tsx';
import { PartnerReport } from '../components/staff/PartnerReport.tsx';
import { StaffGate } from '../components/staff/StaffGate.tsx';
import { brandedTitle, pageMeta } from '../lib/seo.ts';
import { hydrated } from '../lib/hydrate.ts';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Quote Requests'),
    description: 'For staff: every quote request, where it came from and whom it reached.',
    path: PATHS.adminLeads,
    noIndex: true,
  });

/** Staff's inbox and partner report (issue 9 of 9): behind staff sign-in; row-level security is the guard. */
export default function AdminLeads() {
  return (
    <>
      <PageHeader
        title="Quote Requests"
        intro="For staff: every request, whom it was sent to, its mail, and what each partner sent."
      />
      <StaffGate>
        {(client) => (
          <>
            <LeadInbox client={client} />
            <Section aria-labelledby="partner-report">
              <h2 id="partner-report">Partner report</h2>
              <PartnerReport client={client} />
            </Section>
          </>
        )}
      </StaffGate>
    </>
  );
}
