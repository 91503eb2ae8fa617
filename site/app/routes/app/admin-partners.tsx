import { PATHS } from '@pond/core';
import {
  approvePartnerApplication,
  declinePartnerApplication,
  listPartnerApplications,
  listPartnerSites,
  listPartners,
  revokePartnerSite,
  setPartnerStatus,
} from '@pond/supabase';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PartnerDecisions } from '../../components/staff/PartnerDecisions.tsx';
import { StaffGate } from '../../components/staff/StaffGate.tsx';
import { act, actionError, runIntent } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { staffSession, type StaffSession } from '../../lib/staff-session.client.ts';
import type { Route } from './+types/admin-partners';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Partners'),
    description: 'For staff: partner applications and partners.',
    path: PATHS.adminPartners,
    noIndex: true,
  });

/** The session, and for staff the applications and partners (row-level security gives others nothing). */
export async function clientLoader() {
  const session = await staffSession();
  if (session.status !== 'staff') return { session, applications: [], partners: [], sites: [], error: null };
  try {
    const [applications, partners, sites] = await Promise.all([
      listPartnerApplications(session.client),
      listPartners(session.client),
      listPartnerSites(session.client),
    ]);
    return { session, applications, partners, sites, error: null };
  } catch (failure) {
    return { session, applications: [], partners: [], sites: [], error: (failure as Error).message };
  }
}

/** Approve or decline an application, suspend or reinstate a partner; then every loader runs again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const session = await staffSession();
  if (session.status !== 'staff') return { error: 'Sign in as staff to decide on partners.' };
  const { client } = session;
  return runIntent(
    await request.formData(),
    {
      approve: act(({ text }) =>
        approvePartnerApplication(client, text('application'), text('partnerId') || undefined),
      ),
      decline: act(({ text }) => declinePartnerApplication(client, text('application'), text('reason'))),
      suspend: act(({ text }) => setPartnerStatus(client, text('partner'), 'suspended', text('reason'))),
      reinstate: act(({ text }) => setPartnerStatus(client, text('partner'), 'active')),
      'revoke-site': act(({ text }) => revokePartnerSite(client, text('site'))),
    },
    actionError,
  );
}

/** The pre-rendered page: the sign-in form, until the session is read. */
export function HydrateFallback() {
  return <PartnersPage />;
}

export default function AdminPartners({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnersPage data={loaderData} error={actionData?.error ?? loaderData.error} />;
}

function PartnersPage({
  data,
  error,
}: {
  data?: { session: StaffSession } & Pick<
    Parameters<typeof PartnerDecisions>[0],
    'applications' | 'partners' | 'sites'
  >;
  error?: string | null;
}) {
  return (
    <>
      <PageHeader
        title="Partners"
        intro="For staff: decide on partner applications, and suspend a partner."
      />
      <StaffGate session={data?.session}>
        {() =>
          data ? (
            <PartnerDecisions
              applications={data.applications}
              partners={data.partners}
              sites={data.sites}
              error={error ?? null}
            />
          ) : null
        }
      </StaffGate>
    </>
  );
}
