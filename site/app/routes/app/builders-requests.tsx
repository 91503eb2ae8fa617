import {
  NOT_FIT_REASONS,
  PATHS,
  REQUEST_MARKS,
  ownResponseTimeText,
  type NotFitReason,
  type RequestMark,
} from '@pond/core';
import { listBuilderRequests, markRequest, myResponseTime } from '@pond/supabase';
import { Card, Container, Section } from '@pond/ui';
import { Link } from 'react-router';
import { RequestInbox } from '../../components/builders/RequestInbox.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { rememberAfterSignIn } from '../../lib/after-sign-in.client.ts';
import { builderSession } from '../../lib/builder-session.client.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/builders-requests';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Your Requests'),
    description: 'The quote requests homeowners chose you for.',
    path: PATHS.buildersRequests,
    noIndex: true,
  });

/** The builder's requests and usual response time, read under their session. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await builderSession();
  if (session.status !== 'builder') {
    // A mail's link to one request: the builder lands on it once signed in. (The hash is the browser's
    // alone: read while this page is the one the browser shows.)
    const { pathname } = new URL(request.url);
    rememberAfterSignIn(pathname + (location.pathname === pathname ? location.hash : ''));
    return { signedIn: false, requests: [], responseTime: null, error: null };
  }
  try {
    const [requests, responseTime] = await Promise.all([
      listBuilderRequests(session.client),
      myResponseTime(session.client),
    ]);
    return { signedIn: true, requests, responseTime, error: null };
  } catch (failure) {
    return { signedIn: true, requests: [], responseTime: null, error: (failure as Error).message };
  }
}

/** A mark on one request (a quote mails the homeowner). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const session = await builderSession();
  if (session.status !== 'builder') return { error: 'Sign in as a builder to mark requests.' };
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const mark = text('mark') as RequestMark;
  if (!REQUEST_MARKS.includes(mark)) return { error: 'Unknown mark.' };
  const amount = text('amount').replace(/[$,\s]/g, '');
  if (mark === 'quoted' && amount && !/^\d+$/.test(amount))
    return { error: 'Enter the quote as whole dollars, like 18500.' };
  if (mark === 'not_fit' && !NOT_FIT_REASONS.includes(text('reason') as NotFitReason))
    return { error: 'Choose why the request is not a fit.' };
  try {
    await markRequest(session.client, text('lead'), {
      mark,
      amount: amount ? Number(amount) : null,
      note: text('note') || null,
      reason: (text('reason') as NotFitReason) || null,
    });
    return { error: null };
  } catch (failure) {
    return { error: (failure as Error).message };
  }
}

export function HydrateFallback() {
  return <PageHeader title="Your Requests" />;
}

export default function BuildersRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, requests, responseTime, error } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={[
          { label: 'Home', href: PATHS.home },
          { label: 'Builder Dashboard', href: PATHS.buildersDashboard },
          { label: 'Requests' },
        ]}
        title="Your Requests"
      />
      <Section>
        <Container>
          {!signedIn ? (
            <Card>
              <p>
                <Link to={PATHS.buildersSignIn}>Sign in</Link> to see the requests homeowners chose you for.
              </p>
            </Card>
          ) : (
            <>
              {responseTime ? <p>{ownResponseTimeText(responseTime)}</p> : null}
              <RequestInbox requests={requests} error={actionData?.error ?? error} />
            </>
          )}
        </Container>
      </Section>
    </>
  );
}
