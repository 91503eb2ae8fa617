import { PATHS, WITHDRAW_TEXTS, parseWithdrawLink } from '@pond/core';
import { requestProgress } from '@pond/supabase';
import { RequestProgressList } from '../../components/RequestProgressList.tsx';
import { SignedLinkPage } from '../../components/SignedLinkPage.tsx';
import { browserReader, withdraw } from '../../lib/database.client.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/withdraw';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Withdraw Your Quote Request'),
    description: 'Withdraw a quote request you sent through Pond Builders Direct.',
    path: PATHS.withdraw,
    noIndex: true,
  });

/**
 * The request's own page (issue 34), read with the signed link of its mails: each chosen builder's
 * progress. A link that is not valid shows none (the page says so when pressed).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const link = parseWithdrawLink(new URL(request.url).search);
  if (!link) return { builders: [] };
  return { builders: await requestProgress(browserReader(), link).catch(() => []) };
}

export function HydrateFallback() {
  return <WithdrawPage />;
}

/** Where the withdraw link in our mails leads (issue 9 of 9), and the request's progress (issue 34). */
export default function WithdrawRoute({ loaderData }: Route.ComponentProps) {
  return <WithdrawPage builders={loaderData.builders} />;
}

function WithdrawPage({
  builders = [],
}: {
  builders?: Awaited<ReturnType<typeof clientLoader>>['builders'];
}) {
  return (
    <SignedLinkPage
      before={<RequestProgressList builders={builders} />}
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
