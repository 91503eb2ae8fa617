import { PATHS, WITHDRAW_TEXTS, parseWithdrawLink } from '@pond/core';
import { requestPage } from '@pond/supabase';
import { RequestProgressList } from '../../components/RequestProgressList.tsx';
import { SentRequestCard } from '../../components/SentRequestCard.tsx';
import { SignedLinkPage } from '../../components/SignedLinkPage.tsx';
import { browserReader, withdraw } from '../../lib/database.client.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/withdraw';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Your Quote Request'),
    description:
      'Your quote request on Pond Builders Direct: who it went to, how far each builder got, and a way to withdraw it.',
    path: PATHS.withdraw,
    noIndex: true,
  });

/**
 * The request's own page, read with the signed link of its mails: the request and each
 * chosen builder's progress. A link that is not valid, or expired, shows neither: the page says why.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const link = parseWithdrawLink(new URL(request.url).search);
  if (!link) return { request: null, builders: [], refusal: null };
  return requestPage(browserReader(), link).then(
    (page) => ({ ...page, refusal: null }),
    // Not valid, expired, or not answered: the page says which in place of its button.
    (failure: Error) => ({ request: null, builders: [], refusal: failure.message as string | null }),
  );
}

export function HydrateFallback() {
  return <WithdrawPage />;
}

/** Where the link in our mails leads: the request's page, with its withdraw button. */
export default function WithdrawRoute({ loaderData }: Route.ComponentProps) {
  return <WithdrawPage {...loaderData} />;
}

function WithdrawPage({
  request = null,
  builders = [],
  refusal = null,
}: Partial<Awaited<ReturnType<typeof clientLoader>>>) {
  return (
    <SignedLinkPage
      title="Your quote request"
      refusal={
        refusal
          ? { message: refusal, role: 'alert' }
          : request?.withdrawn
            ? { message: WITHDRAW_TEXTS.done, role: 'status' }
            : null
      }
      before={
        <>
          <SentRequestCard request={request} />
          <RequestProgressList builders={builders} />
        </>
      }
      texts={WITHDRAW_TEXTS}
      act={withdraw}
      done={(result) => (
        <>
          <p role="status">{WITHDRAW_TEXTS.done}</p>
          {result.alreadyWith.length ? <p>{WITHDRAW_TEXTS.alreadyWith(result.alreadyWith)}</p> : null}
        </>
      )}
    />
  );
}
