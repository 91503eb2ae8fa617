import { PATHS, UUID_PATTERN, staffVerificationUrl } from '@pond/core';
import {
  allowListingName,
  decideBuilderClaim,
  listBuilderAccounts,
  listBuilderClaims,
  listChecks,
  listListingChanges,
  listPhotosForStaff,
  revertListingChange,
  setPhotoHidden,
} from '@pond/supabase';
import { Container, Section } from '@pond/ui';

import { ListingChanges } from '../../components/builders/ListingChanges.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AllowListingName } from '../../components/staff/AllowListingName.tsx';
import { BuilderAccounts } from '../../components/staff/BuilderAccounts.tsx';
import { BuilderClaims } from '../../components/staff/BuilderClaims.tsx';
import { BuilderPhotos } from '../../components/staff/BuilderPhotos.tsx';
import { StaffGate } from '../../components/staff/StaffGate.tsx';
import { act, actionError, runIntent } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { staffSession, type StaffSession } from '../../lib/staff-session.client.ts';
import type { Route } from './+types/admin-builders';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Builders'),
    description: 'For staff: builders’ claims, and every change to a listing.',
    path: PATHS.adminBuilders,
    noIndex: true,
  });

/**
 * The session, and for staff the claims, the builders with an account, and the latest listing
 * changes, or every change of one listing (`?builder={id}`).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await staffSession();
  // One listing's whole log (`?builder={id}`); anything but an id is no filter.
  const asked = new URL(request.url).searchParams.get('builder') ?? '';
  const builder = UUID_PATTERN.test(asked) ? asked : null;
  const none = { claims: [], accounts: [], changes: [], photos: [], checks: [] };
  if (session.status !== 'staff') return { session, builder, ...none, error: null };
  try {
    const [claims, accounts, changes, photos, checks] = await Promise.all([
      listBuilderClaims(session.client),
      listBuilderAccounts(session.client),
      listListingChanges(session.client, builder ?? undefined),
      listPhotosForStaff(session.client),
      listChecks(session.client),
    ]);
    return { session, builder, claims, accounts, changes, photos, checks, error: null };
  } catch (failure) {
    return { session, builder, ...none, error: (failure as Error).message };
  }
}

/** Approve or decline a claim; put a listing change back; hide or show a photo; allow a listing's name. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const session = await staffSession();
  if (session.status !== 'staff') return { error: 'Sign in as staff to decide on claims.' };
  const { client } = session;
  return runIntent(
    await request.formData(),
    {
      'approve-claim': act(({ text }) => decideBuilderClaim(client, text('claim'), true, text('reason'))),
      'decline-claim': act(({ text }) => decideBuilderClaim(client, text('claim'), false, text('reason'))),
      'hide-photo': act(({ text }) => setPhotoHidden(client, text('photo'), true, text('reason'))),
      'show-photo': act(({ text }) => setPhotoHidden(client, text('photo'), false, '')),
      revert: act(({ text }) => revertListingChange(client, Number(text('change')))),
      'allow-name': act(({ text }) => allowListingName(client, text('builder'), text('name'))),
    },
    actionError,
  );
}

/** The pre-rendered page: the sign-in form, until the session is read. */
export function HydrateFallback() {
  return <BuildersPage />;
}

export default function AdminBuilders({ loaderData, actionData }: Route.ComponentProps) {
  return <BuildersPage data={loaderData} error={actionData?.error ?? loaderData.error} />;
}

function BuildersPage({
  data,
  error,
}: {
  data?: Awaited<ReturnType<typeof clientLoader>> & { session: StaffSession };
  error?: string | null;
}) {
  return (
    <>
      <PageHeader
        title="Builders"
        intro="For staff: claims to check, every change builders make to a listing, and their photos."
      />
      <StaffGate session={data?.session}>
        {() =>
          data ? (
            <Section>
              <Container>
                {error ? <p role="alert">{error}</p> : null}
                <p>
                  Reported reviews are moderated on <SiteLink to={PATHS.adminReviews}>Reviews</SiteLink>;
                  quotes that are plainly not a real price are set aside on the{' '}
                  <SiteLink to={PATHS.adminCosts}>cost guide</SiteLink>; requests builders could not use are
                  decided on <SiteLink to={PATHS.adminFlags}>Flags</SiteLink>.
                </p>
                <BuilderClaims claims={data.claims} />
                <section aria-labelledby="checks-waiting-heading">
                  <h2 id="checks-waiting-heading">Documents to check</h2>
                  <ul>
                    {[
                      ...new Set(
                        data.checks
                          .filter((check) => check.status === 'submitted')
                          .map((check) => check.contractor_id),
                      ),
                    ].map((id) => (
                      <li key={id}>
                        <SiteLink to={staffVerificationUrl(id)}>
                          {data.checks.find((check) => check.contractor_id === id)?.contractors?.name}:{' '}
                          {
                            data.checks.filter(
                              (check) => check.contractor_id === id && check.status === 'submitted',
                            ).length
                          }{' '}
                          waiting
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </section>
                <BuilderAccounts accounts={data.accounts} />
                <ListingChanges
                  changes={data.changes}
                  named
                  revertable
                  heading={
                    data.builder
                      ? `Changes to ${data.accounts.find((account) => account.contractor_id === data.builder)?.name ?? 'this listing'}`
                      : 'Latest changes'
                  }
                />
                {data.builder ? (
                  <SiteLink to={PATHS.adminBuilders}>Every listing’s latest changes</SiteLink>
                ) : null}
                {data.builder ? (
                  <AllowListingName
                    builder={data.builder}
                    name={data.accounts.find((account) => account.contractor_id === data.builder)?.name ?? ''}
                  />
                ) : null}
                <BuilderPhotos photos={data.photos} />
              </Container>
            </Section>
          ) : null
        }
      </StaffGate>
    </>
  );
}
