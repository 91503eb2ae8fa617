import { DEFAULT_MAIL_FROM } from '@pond/core';
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
 * Where a sign-in link leads: the page's `redirect_to` when it is on an allowed origin (Supabase
 * Auth's redirect allow list; locally this machine and SITE_URL), else the site itself, with
 * the token hash and type the page hands to `verifyOtp`, and the account's email for its button.
 */
export function signInLink(redirectTo: string | null, tokenHash: string, email: string): string {
  const site = process.env.SITE_URL?.trim() || `http://localhost:${process.env.PORT ?? 3000}`;
  let target: URL;
  try {
    target = new URL(redirectTo ?? site);
    const local = ['localhost', '127.0.0.1'].includes(target.hostname);
    if (!/^https?:$/.test(target.protocol) || (!local && target.origin !== new URL(site).origin))
      target = new URL(site);
  } catch {
    target = new URL(site);
  }
  target.searchParams.set('token_hash', tokenHash);
  target.searchParams.set('type', 'email');
  target.searchParams.set('email', email);
  return target.toString();
}
