import {
  getInboxRequest,
  getRequestRouting,
  markBuilderContacted,
  markRequestContacted,
  reportedThreads,
  sendReviewInvitation,
  staffQuoteFiles,
  staffRequestPhotos,
} from '@pond/supabase';
import { RequestDetail } from '../../components/staff/RequestDetail.tsx';
import { act, actionError, runIntent } from '../../lib/form-intent.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { staffSession } from '../../lib/staff-session.client.ts';
import type { Route } from './+types/admin-lead';

/** An application throughout, within the inbox's page (routes/app/admin-leads.tsx). */
export const handle = hydrated;

/** One request and its routing; nothing for anyone but staff (the inbox's page shows the sign-in). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const session = await staffSession();
  if (session.status !== 'staff') return null;
  try {
    const [request, routing, photos, threads, quoteFiles] = await Promise.all([
      getInboxRequest(session.client, params.requestId),
      getRequestRouting(session.client, params.requestId),
      staffRequestPhotos(session.client, params.requestId),
      reportedThreads(session.client, params.requestId),
      staffQuoteFiles(session.client, params.requestId),
    ]);
    return request
      ? { request, routing, photos, threads, quoteFiles, error: null }
      : { request: null, routing: null, photos: [], threads: [], quoteFiles: [], error: null };
  } catch (failure) {
    return {
      request: null,
      routing: null,
      photos: [],
      threads: [],
      quoteFiles: [],
      error: (failure as Error).message,
    };
  }
}

/** "Mark contacted": by staff (no builder), or by one of the builders it was sent to; a review invitation now. */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const session = await staffSession();
  if (session.status !== 'staff') return { error: 'Sign in as staff to change a request.' };
  const { client } = session;
  const { requestId } = params;
  return runIntent(
    await request.formData(),
    {
      'mark-contacted': act(({ text }) =>
        text('builder')
          ? markBuilderContacted(client, requestId, text('builder'))
          : markRequestContacted(client, requestId),
      ),
      'invite-review': act(({ text }) => sendReviewInvitation(client, requestId, text('builder'))),
    },
    actionError,
  );
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { request, routing, photos, threads, quoteFiles, error } = loaderData;
  if (!request || !routing)
    return <p role="alert">{error ?? 'There is no such request, or it is not yours to see.'}</p>;
  return (
    <RequestDetail
      request={request}
      routing={routing}
      photos={photos}
      threads={threads}
      quoteFiles={quoteFiles}
      error={actionData?.error ?? error}
    />
  );
}
