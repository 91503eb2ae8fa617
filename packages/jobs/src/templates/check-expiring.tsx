/** @jsxRuntime automatic */
import { CHECK_LABELS, PATHS, formatLongDate, isCredentialKind } from '@pond/core';
import { Action, P, Title } from './layout.tsx';
import { renderMail } from './render.tsx';
import type { ExpiringCheckFacts } from '@pond/supabase/jobs';

/** A verified check about to end, as its builder hears of it. */

export type { ExpiringCheckFacts };

/** To a builder, 30 and 7 days before a check stops counting: send a current document. */
export function checkExpiring(input: { check: ExpiringCheckFacts; siteUrl: string }) {
  const { check } = input;
  // A credential keeps its own capitals (IPPCA, NALP); a licence or a policy reads as a word.
  const what = isCredentialKind(check.kind)
    ? CHECK_LABELS[check.kind]
    : CHECK_LABELS[check.kind].toLowerCase();
  return renderMail(
    {
      subject: `Your ${what} on Pond Builders Direct ends on ${formatLongDate(check.validUntil)}`,
      preheader: `Send a current one so your profile keeps showing it.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail because you keep a builder listing on Pond Builders Direct.',
    },
    <>
      <Title>Hello {check.builderName},</Title>
      <P>
        The {what} we checked for you ({check.kind === 'insurance' ? 'policy' : 'number'} {check.number})
        counts until {formatLongDate(check.validUntil)}.{' '}
        {isCredentialKind(check.kind)
          ? 'After that day it leaves your profile and the directory’s filter for it.'
          : 'After that day your profile says “Not checked yet” for it, and if your Verified badge rests on it, the badge goes too.'}
      </P>
      <P>Send the renewed document from your dashboard and we will check it against its public source.</P>
      <Action href={`${input.siteUrl.replace(/\/$/, '')}${PATHS.buildersVerification}`}>
        Send a current one
      </Action>
    </>,
  );
}
