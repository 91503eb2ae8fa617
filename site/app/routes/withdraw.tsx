import { PATHS, WITHDRAW_TEXTS } from '@pond/core';
import { SignedLinkPage } from '../components/SignedLinkPage.tsx';
import { withdraw } from '../lib/database.client.ts';
import { hydrated } from '../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../lib/seo.ts';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Withdraw Your Quote Request'),
    description: 'Withdraw a quote request you sent through Pond Builders Direct.',
    path: PATHS.withdraw,
    noIndex: true,
  });

/** Where the withdraw link in our mails leads (issue 9 of 9). */
export default function WithdrawRoute() {
  return (
    <SignedLinkPage
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
