import {
  REQUEST_FLAG_MESSAGES,
  isRequestFlagReason,
  NOT_FIT_REASONS,
  PATHS,
  QUOTE_FILE_LIMITS,
  QUOTE_FILE_MESSAGES,
  isPdf,
  localDay,
  messageProblem,
  ownResponseTimeText,
  quoteFromForm,
  quoteFileUploadUrl,
  quoteProblems,
  type NotFitReason,
  type QuoteField,
  type RequestMark,
} from '@pond/core';
import {
  flagRequest,
  myRequestFlags,
  listBuilderRequests,
  markRequest,
  myFunnel,
  myResponseTime,
  reportBuilderThread,
  sendBuilderMessage,
  sendQuote,
  type PondClient,
  type PondDataError,
} from '@pond/supabase';
import { Card, Container, Section } from '@pond/ui';

import { FunnelTable } from '../../components/builders/FunnelTable.tsx';
import { RequestInbox } from '../../components/builders/RequestInbox.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { rememberAfterSignIn } from '../../lib/after-sign-in.client.ts';
import { builderSession } from '../../lib/builder-session.client.ts';
import { sendDocument } from '../../lib/send-document.ts';
import { runIntent, type SubmittedForm } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/builders-requests';
import { SiteLink } from '../../components/SiteLink.tsx';

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
    return { signedIn: false, requests: [], responseTime: null, funnel: [], flags: [], error: null };
  }
  try {
    const [requests, responseTime, funnel, flags] = await Promise.all([
      listBuilderRequests(session.client),
      myResponseTime(session.client),
      myFunnel(session.client),
      myRequestFlags(session.client),
    ]);
    return { signedIn: true, requests, responseTime, funnel, flags, error: null };
  } catch (failure) {
    return {
      signedIn: true,
      requests: [],
      responseTime: null,
      funnel: [],
      flags: [],
      error: (failure as Error).message,
    };
  }
}

/** What the page says after a form: a refusal (beside the field it names) on the request it was sent for. */
export type RequestAnswer = {
  error: string | null;
  lead: string;
  fields?: Partial<Record<QuoteField | 'message' | 'quoteFile' | 'flagReason' | 'flagNote', string>>;
};

/** The builder's marks, quotes and messages on one request (a quote and a message mail the homeowner). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const session = await builderSession();
  const signedIn =
    (work: (client: PondClient, submitted: SubmittedForm) => Promise<RequestAnswer | void>) =>
    async (submitted: SubmittedForm): Promise<RequestAnswer> => {
      if (session.status !== 'builder') return { error: 'Sign in as a builder to mark requests.', lead: '' };
      return (await work(session.client, submitted)) ?? { error: null, lead: submitted.text('lead') };
    };
  const mark = (kind: RequestMark) =>
    signedIn(async (client, { text }) => {
      const reason = text('reason') as NotFitReason;
      if (kind === 'not_fit' && !NOT_FIT_REASONS.includes(reason))
        return { error: 'Choose why the request is not a fit.', lead: text('lead') };
      await markRequest(client, text('lead'), { mark: kind, reason: kind === 'not_fit' ? reason : null });
    });
  return runIntent<RequestAnswer>(
    await request.formData(),
    {
      contacted: mark('contacted'),
      won: mark('won'),
      not_fit: mark('not_fit'),
      quote: signedIn(async (client, { form, text }) => {
        const quote = quoteFromForm(form);
        const fields = quoteProblems(quote, localDay());
        if (Object.keys(fields).length) return { error: null, lead: text('lead'), fields };
        try {
          await sendQuote(client, text('lead'), quote);
        } catch (failure) {
          const field = (failure as PondDataError).field as QuoteField | undefined;
          if (!field) throw failure;
          return { error: null, lead: text('lead'), fields: { [field]: (failure as Error).message } };
        }
      }),
      message: signedIn(async (client, { text }) => {
        const problem = messageProblem(text('message'));
        if (problem) return { error: null, lead: text('lead'), fields: { message: problem } };
        try {
          await sendBuilderMessage(client, text('lead'), text('message'));
        } catch (failure) {
          return { error: null, lead: text('lead'), fields: { message: (failure as Error).message } };
        }
      }),
      flag: signedIn(async (client, { text }) => {
        const reason = text('flagReason');
        if (!isRequestFlagReason(reason))
          return { error: null, lead: text('lead'), fields: { flagReason: REQUEST_FLAG_MESSAGES.reason } };
        try {
          await flagRequest(client, text('lead'), { reason, note: text('flagNote') || null });
        } catch (failure) {
          const field = (failure as PondDataError).field;
          const key = field === 'note' ? 'flagNote' : 'flagReason';
          return { error: null, lead: text('lead'), fields: { [key]: (failure as Error).message } };
        }
      }),
      report: signedIn(async (client, { text }) => {
        await reportBuilderThread(client, text('lead'));
      }),
      'quote-file': signedIn(async (client, { form, text }) => {
        const token = (await client.auth.getSession()).data.session?.access_token;
        const problem = await sendDocument(quoteFileUploadUrl(text('lead')), form.get('quoteFile'), token, {
          maxBytes: QUOTE_FILE_LIMITS.maxBytes,
          isAccepted: isPdf,
          messages: { ...QUOTE_FILE_MESSAGES, wrongType: QUOTE_FILE_MESSAGES.notPdf },
        });
        if (problem) return { error: null, lead: text('lead'), fields: { quoteFile: problem } };
      }),
    },
    (error, { text }) => ({ error, lead: text('lead') }),
  );
}

export function HydrateFallback() {
  return <PageHeader title="Your Requests" />;
}

export default function BuildersRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, requests, responseTime, funnel, flags, error } = loaderData;
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
                <SiteLink to={PATHS.buildersSignIn}>Sign in</SiteLink> to see the requests homeowners chose
                you for.
              </p>
            </Card>
          ) : (
            <>
              {responseTime ? <p>{ownResponseTimeText(responseTime)}</p> : null}
              <FunnelTable months={funnel} />
              <RequestInbox
                requests={requests}
                flags={flags}
                error={actionData?.error ?? error}
                answer={actionData ?? null}
              />
            </>
          )}
        </Container>
      </Section>
    </>
  );
}
