import { DEFAULT_MAIL_FROM, isSignInLanding } from '@pond/core';
import nodemailer from 'nodemailer';
import { portFromEnv } from '../ports.ts';

/**
 * The local stack's stand-in for the mail Supabase Auth sends for `signInWithOtp` (its "Magic Link"
 * template). A hosted project sends its own, through its SMTP settings, with this template:
 *   {{ .RedirectTo }}?token_hash={{ .TokenHash }}&type=email&email={{ .Email }}
 * (the page shows "Sign in as {email}" and spends the token only when that button is pressed).
 * Locally it goes through SMTP_URL when set, else the local mail catcher `npm start` runs.
 */
export async function sendSignInLink(to: string, link: string): Promise<void> {
  const transport = nodemailer.createTransport(
    process.env.SMTP_URL?.trim() || `smtp://127.0.0.1:${portFromEnv('POND_MAIL_SMTP_PORT', 1025)}`,
  );
  try {
    await transport.sendMail({
      from: process.env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
      to,
      subject: 'Your sign-in link for Pond Builders Direct',
      text: [
        'Sign in to Pond Builders Direct with this link. It works once, within an hour:',
        link,
        '',
        'If you did not ask to sign in, ignore this email: nothing happens without the link.',
      ].join('\n'),
    });
  } finally {
    transport.close();
  }
}

/**
 * Where a sign-in link leads: the page's `redirect_to` when it is exactly one of the sign-in landings
 * on the site's origin (Supabase Auth's allow list of exact addresses; locally any port of this
 * machine too), else the site itself, with the token hash and type the page hands to `verifyOtp`,
 * and the account's email for its button. A prefix is never enough: `https://site//evil.example/`
 * starts with the site's address and leads elsewhere.
 */
export function signInLink(redirectTo: string | null, tokenHash: string, email: string): string {
  const site = new URL(process.env.SITE_URL?.trim() || `http://localhost:${process.env.PORT ?? 3000}`);
  const origins = [site.origin, ...loopbackOrigin(redirectTo)];
  const target = new URL(redirectTo && isSignInLanding(redirectTo, origins) ? redirectTo : site.origin);
  target.searchParams.set('token_hash', tokenHash);
  target.searchParams.set('type', 'email');
  target.searchParams.set('email', email);
  return target.toString();
}

/** A redirect_to's own origin when it is this machine over http (the local stack's sites). */
function loopbackOrigin(redirectTo: string | null): string[] {
  if (!redirectTo || !URL.canParse(redirectTo)) return [];
  const url = new URL(redirectTo);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname) ? [url.origin] : [];
}
