import { CLAIM_MESSAGES, PATHS, contractorUrl, ownPath } from '@pond/core';
import {
  getRequestMail,
  listListingChanges,
  PondDataError,
  setListingPause,
  setRequestMail,
  updateMyListing,
  type PondClient,
  type RequestMail,
} from '@pond/supabase';
import { getContractorById } from '@pond/supabase/read';
import { Button, Card, Container, Section } from '@pond/ui';
import { redirect, useRevalidator } from 'react-router';
import { ListingChanges } from '../../components/builders/ListingChanges.tsx';
import { ListingForm } from '../../components/builders/ListingForm.tsx';
import { RequestSettings } from '../../components/builders/RequestSettings.tsx';
import {
  PROBLEM_FIELDS,
  formProblems,
  listingFromForm,
} from '../../components/builders/listing-form-data.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SignInLinkCard } from '../../components/SignInLinkCard.tsx';
import { takeAfterSignIn } from '../../lib/after-sign-in.client.ts';
import { builderSession, noteBuilderSignIn } from '../../lib/builder-session.client.ts';
import { runIntent, type IntentHandler, type SubmittedForm } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { verifySignInLink } from '../../lib/partner-session.client.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import { signOutHere } from '../../lib/staff-session.client.ts';
import type { Route } from './+types/builders-dashboard';
import { SiteLink } from '../../components/SiteLink.tsx';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Builder Dashboard'),
    description: 'Keep your listing true: phone, description, services and the area you serve.',
    path: PATHS.buildersDashboard,
    noIndex: true,
  });

/**
 * From the sign-in mail, only "Sign in as {email}" (the token is spent by that button, never by
 * opening the page). Otherwise the builder's listing and its changes, read under their session; an
 * account whose claim waits becomes the builder's here (lib/builder-session.client.ts).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const tokenHash = search.get('token_hash');
  if (tokenHash)
    return { link: { tokenHash, email: search.get('email') ?? '' }, session: null, listing: null };
  const session = await builderSession();
  if (session.status !== 'builder') return { link: null, session, listing: null };
  try {
    const [contractor, changes, requestMail] = await Promise.all([
      getContractorById(session.client, session.contractorId),
      listListingChanges(session.client, session.contractorId),
      getRequestMail(session.client, session.contractorId),
    ]);
    return {
      link: null,
      session,
      listing: contractor ? { contractor, changes, requestMail, error: null } : null,
    };
  } catch (failure) {
    return {
      link: null,
      session,
      listing: {
        contractor: null,
        changes: [],
        requestMail: 'each' as RequestMail,
        error: (failure as Error).message,
      },
    };
  }
}

type Saved = { problems: Record<string, string>; error: string | null; saved: boolean };
const refused = (error: string): Saved => ({ problems: {}, error, saved: false });

/** Sign in with the link's token; save the listing (checked by core's rules, then by the database). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const asBuilder =
    (work: (client: PondClient, submitted: SubmittedForm) => Promise<Saved>): IntentHandler<Saved> =>
    async (submitted) => {
      const session = await builderSession();
      if (session.status !== 'builder') return refused('Sign in as this listing’s builder to change it.');
      return work(session.client, submitted);
    };
  return runIntent(
    await request.formData(),
    {
      'sign-in': async ({ text }) => {
        const signedIn = await verifySignInLink(text('token_hash')).catch(() => false);
        if (signedIn) await noteBuilderSignIn();
        return redirect(
          ownPath(
            signedIn
              ? (takeAfterSignIn() ?? PATHS.buildersDashboard)
              : `${PATHS.buildersSignIn}?link=expired`,
          ),
        );
      },
      pause: asBuilder((client, { text }) =>
        pauseListing(client, { paused: true, until: text('until') || null }),
      ),
      resume: asBuilder((client) => pauseListing(client, { paused: false, until: null })),
      'request-mail': asBuilder(async (client, { text }) => {
        await setRequestMail(client, text('requestMail') === 'daily' ? 'daily' : 'each');
        return { problems: {}, error: null, saved: false };
      }),
      save: asBuilder(async (client, { form }) => saveListing(client, listingFromForm(form))),
    },
    refused,
  );
}

/** A pause (until a day, or for as long as the builder wants) or its end; a bad day is said beside it. */
async function pauseListing(
  client: PondClient,
  pause: Parameters<typeof setListingPause>[1],
): Promise<Saved> {
  try {
    await setListingPause(client, pause);
    return { problems: {}, error: null, saved: false };
  } catch (failure) {
    if (failure instanceof PondDataError && failure.field === 'until')
      return { problems: { until: failure.message }, error: null, saved: false };
    throw failure;
  }
}

async function saveListing(client: PondClient, listing: ReturnType<typeof listingFromForm>): Promise<Saved> {
  const problems = formProblems(listing);
  if (Object.keys(problems).length) return { problems, error: null, saved: false };
  try {
    await updateMyListing(client, listing);
    return { problems: {}, error: null, saved: true };
  } catch (failure) {
    // The database refused a field by core's name for its rule: shown beside that field.
    const field =
      failure instanceof PondDataError && failure.field
        ? PROBLEM_FIELDS[failure.field as keyof typeof PROBLEM_FIELDS]
        : undefined;
    if (!field) throw failure;
    return { problems: { [field]: (failure as Error).message }, error: null, saved: false };
  }
}

/** The pre-rendered page: nothing of anyone's until the session is read. */
export function HydrateFallback() {
  return <Page />;
}

export default function BuildersDashboard({ loaderData, actionData }: Route.ComponentProps) {
  return <Page data={loaderData} action={actionData} />;
}

function Page({
  data,
  action,
}: {
  data?: Awaited<ReturnType<typeof clientLoader>>;
  action?: Route.ComponentProps['actionData'];
}) {
  const { revalidate } = useRevalidator();
  const signOut = () => signOutHere(revalidate);
  const loaded = data && !(data instanceof Response) ? data : undefined;
  const contractor = loaded?.listing?.contractor ?? null;
  // A pause's day is refused beside the pause, not in the listing's form.
  const { until: pauseProblem, ...listingProblems } = (action?.problems ?? {}) as Record<string, string>;
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Home', href: PATHS.home }, { label: 'Builder Dashboard' }]}
        title="Builder Dashboard"
      />
      <Section>
        <Container>
          {!loaded ? (
            <p>Loading your dashboard...</p>
          ) : loaded.link ? (
            <SignInLinkCard {...loaded.link} place="your builder dashboard" />
          ) : loaded.session?.status === 'builder' && contractor && loaded.listing ? (
            <>
              <p>
                Signed in as {loaded.session.email}.{' '}
                <SiteLink to={contractorUrl(contractor)}>See your profile</SiteLink> ·{' '}
                <SiteLink to={PATHS.buildersRequests}>Your requests</SiteLink> ·{' '}
                <SiteLink to={PATHS.buildersPhotos}>Your photos</SiteLink> ·{' '}
                <SiteLink to={PATHS.buildersReviews}>Your reviews</SiteLink> ·{' '}
                <SiteLink to={PATHS.buildersVerification}>Verification</SiteLink> ·{' '}
                <SiteLink to={PATHS.buildersWebsite}>Your website</SiteLink>{' '}
                <Button type="button" $variant="secondary" onClick={signOut}>
                  Sign Out
                </Button>
              </p>
              {action?.error ? <p role="alert">{action.error}</p> : null}
              <RequestSettings
                contractor={contractor}
                requestMail={loaded.listing.requestMail}
                problem={pauseProblem}
              />
              <ListingForm
                key={JSON.stringify(contractor)}
                contractor={contractor}
                problems={listingProblems}
                saved={action?.saved ?? false}
              />
              <ListingChanges changes={loaded.listing.changes} />
            </>
          ) : (
            <Card>
              {loaded.listing?.error ? <p role="alert">{loaded.listing.error}</p> : null}
              {loaded.session?.status === 'not-builder' ? (
                <>
                  <p role="alert">
                    {loaded.session.error ?? CLAIM_MESSAGES.nothingToClaim} (Signed in as{' '}
                    {loaded.session.email}.)
                  </p>
                  <Button type="button" $variant="secondary" onClick={signOut}>
                    Sign Out
                  </Button>
                </>
              ) : (
                <p>
                  <SiteLink to={PATHS.buildersSignIn}>Sign in</SiteLink> to keep your listing. Not claimed
                  yet? Find your business in the <SiteLink to={PATHS.directory}>directory</SiteLink> and
                  choose “Claim this listing” on its page.
                </p>
              )}
            </Card>
          )}
        </Container>
      </Section>
    </>
  );
}
