import type { Page } from '@playwright/test';
import { expect } from './test.ts';
import { mailTo } from './db.ts';
import { openApp } from './ready.ts';

/** Asks for a sign-in link on /partners/sign-in and returns the link the mail carries. */
export async function requestSignInLink(page: Page, email: string): Promise<string> {
  await openApp(page, '/partners/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
  return signInLinkMailedTo(email);
}

const isSignInMail = (mail: { subject: string }) =>
  mail.subject === 'Your sign-in link for Pond Builders Direct';

/** How many sign-in mails this address has had: pass it to signInLinkMailedTo to wait for the next. */
export async function signInMailsTo(email: string): Promise<number> {
  return (await mailTo(email)).filter(isSignInMail).length;
}

/** The link in the sign-in mail sent to this address (the first after `earlier` others), once it has arrived. */
export async function signInLinkMailedTo(email: string, earlier = 0): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailTo(email)).filter(isSignInMail)[earlier];
      link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/**
 * Opens a sign-in link as its reader would: the page names the account and signs in only when its
 * button is pressed (opening the page spends nothing).
 */
export async function signInWithLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  const email = new URL(link).searchParams.get('email');
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
}
