import { CONFIRM_TEXTS, PATHS } from '@pond/core';
import { SignedLinkPage } from '../../components/SignedLinkPage.tsx';
import { confirm } from '../../lib/database.client.ts';
import { hydrated } from '../../lib/hydrate.ts';
import { brandedTitle, pageMeta } from '../../lib/seo.ts';

/** An application throughout: this page hydrates (lib/hydrate.ts). */
export const handle = hydrated;

export const meta = () =>
  pageMeta({
    title: brandedTitle('Confirm Your Quote Request'),
    description: 'Confirm a quote request you sent through Pond Builders Direct.',
    path: PATHS.confirmRequest,
    noIndex: true,
  });

/**
 * Where the confirmation mail's "Yes, this was me" leads: the homeowner proves the mailbox,
 * and a partner's credit for the request is confirmed.
 */
export default function ConfirmRequestRoute() {
  return (
    <SignedLinkPage
      texts={CONFIRM_TEXTS}
      act={confirm}
      done={() => <p role="status">{CONFIRM_TEXTS.done}</p>}
    />
  );
}
