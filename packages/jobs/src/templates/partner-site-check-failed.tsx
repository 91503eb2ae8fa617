/** @jsxRuntime automatic */
import { PARTNER_TOKEN_PATH, PATHS } from '@pond/core';
import { Action, P, Title, siteRoot } from './layout.tsx';
import { renderMail } from './render.tsx';

/**
 * To a partner whose proven site failed our regular check: first a warning, then, after
 * `failures` failed checks in a row, word that the site is no longer proven.
 */
export function partnerSiteCheckFailed(input: {
  contactName: string;
  origin: string;
  error: string | null;
  unproven: boolean;
  failures: number;
  siteUrl: string;
}) {
  const file = `${input.origin}${PARTNER_TOKEN_PATH}`;
  return renderMail(
    {
      subject: input.unproven
        ? `${input.origin} is no longer proven for your partner account`
        : `We could not confirm ${input.origin} for your partner account`,
      preheader: input.unproven
        ? `Requests and plans from ${input.origin} count apart until you prove it again.`
        : `Put the token file back: after ${input.failures} failed checks the site stops counting as proven.`,
      siteUrl: input.siteUrl,
      reason: 'You get this mail because this site is on your Pond Builders Direct partner account.',
    },
    <>
      <Title>Hi {input.contactName},</Title>
      <P>
        We check each proven site again every month. Fetching {file} failed
        {input.error ? `: ${input.error}` : '.'}
      </P>
      {input.unproven ? (
        <P>
          After {input.failures} failed checks in a row the site is no longer proven: quote requests and plans
          from it now count apart, not as attributed to you. Serve the file again (text/plain, over https, the
          token and nothing else), then press Check now on your dashboard.
        </P>
      ) : (
        <P>
          We will try again each day. Serve the file again (text/plain, over https, the token and nothing
          else); after {input.failures} failed checks in a row the site stops counting as proven.
        </P>
      )}
      <Action href={`${siteRoot(input.siteUrl)}${PATHS.partnersDashboard}`}>Open your dashboard</Action>
    </>,
  );
}
