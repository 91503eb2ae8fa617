import { PATHS } from '@pond/core';
import { getPartnerReport, listInbox } from '@pond/supabase';
import { Section } from '@pond/ui';
import { Outlet } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LeadInbox } from '../../components/staff/LeadInbox.tsx';
import { PartnerReport } from '../../components/staff/PartnerReport.tsx';
import { StaffGate } from '../../components/staff/StaffGate.tsx';
import { hydrated } from '../../lib/hydrate.ts';
import { inboxFilters } from '../../lib/inbox-filters.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { staffSession } from '../../lib/staff-session.client.ts';
import type { Route } from './+types/admin-leads';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Quote Requests'),
    description: 'For staff: every quote request, where it came from and whom it reached.',
    path: PATHS.adminLeads,
    noIndex: true,
  });

/** Rows, or what went wrong loading them: one failure does not hide the other table. */
async function settled<T>(
  load: Promise<T>,
): Promise<{ rows: T; error: null } | { rows: null; error: string }> {
  try {
    return { rows: await load, error: null };
  } catch (failure) {
    return { rows: null, error: (failure as Error).message };
  }
}

/**
 * The session, and for staff the requests the address's filters select and the partner report. A
 * newer filter's navigation cancels an older one's loader, so a stale answer never shows.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await staffSession();
  if (session.status !== 'staff') return { session, staff: null };
  const filters = inboxFilters(new URL(request.url).searchParams);
  const [inbox, report] = await Promise.all([
    settled(listInbox(session.client, filters)),
    settled(getPartnerReport(session.client, { campaign: filters.campaign })),
  ]);
  return { session, staff: { filters, inbox, report } };
}

/** The pre-rendered page: the sign-in form, until the session is read. */
export function HydrateFallback() {
  return <LeadsPage />;
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsPage data={loaderData} />;
}

/** Staff's inbox and partner report: behind staff sign-in; row-level security is the guard. */
function LeadsPage({ data }: { data?: Route.ComponentProps['loaderData'] }) {
  const staff = data?.staff;
  return (
    <>
      <PageHeader
        title="Quote Requests"
        intro="For staff: every request, whom it was sent to, its mail, and what each partner sent."
      />
      <StaffGate session={data?.session}>
        {() =>
          staff ? (
            <>
              <LeadInbox filters={staff.filters} requests={staff.inbox.rows} error={staff.inbox.error} />
              <Outlet />
              <Section aria-labelledby="partner-report">
                <h2 id="partner-report">Partner report</h2>
                <PartnerReport rows={staff.report.rows} error={staff.report.error} />
              </Section>
            </>
          ) : null
        }
      </StaffGate>
    </>
  );
}
