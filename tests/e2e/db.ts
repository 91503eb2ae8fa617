import { rm, writeFile } from 'node:fs/promises';
import { createStaffUser } from '@pond/supabase';
import { createNodePondClient } from '@pond/supabase/node';
import { outageFile, readRunningStack, stackProfile } from '@pond/supabase/local';
import pg from 'pg';
import { MAILBOX_URL } from './servers.ts';

/** Rows the site wrote, read straight from the local stack's database. */
export async function sql<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const stack = await readRunningStack('dev');
  if (!stack) throw new Error('The local stack is not running');
  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Removes the quote requests and queued plan copies these journeys sent (addresses like
 * `home-1732…@example.com`), so running them again does not meet the database's per-address limits.
 */
export async function forgetTestLeads() {
  const testAddress = `'^[a-z-]+-[0-9]+@example\\.com$'`;
  await sql(`delete from public.lead_submissions where email ~ ${testAddress}`);
  await sql(`delete from public.email_outbox where to_email ~ ${testAddress}`);
}

/**
 * Runs `during` while the local API answers as PostgREST does when its database is down (503,
 * PGRST000), then ends the outage at once: the journey, not PostgREST's reconnection backoff, says
 * when the database is back. Put back even when `during` fails.
 */
export async function whileDatabaseIsDown(during: () => Promise<void>): Promise<void> {
  const file = outageFile(stackProfile('dev'));
  await writeFile(file, '');
  try {
    await during();
  } finally {
    await rm(file, { force: true });
  }
}

/** A staff account on the local stack, made as `pnpm staff:create` makes one (Supabase Auth's admin API). */
export async function createStaffAccount(kind: 'staff' | 'homeowner' = 'staff') {
  const stack = await readRunningStack('dev');
  if (!stack) throw new Error('The local stack is not running');
  const admin = createNodePondClient({ url: stack.url, key: stack.serviceRoleKey });
  const account = {
    email: `${kind}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ponddirect.test`,
    password: 'a long test password for staff',
  };
  if (kind === 'staff') await createStaffUser(admin, account);
  else await admin.auth.admin.createUser({ ...account, email_confirm: true });
  return account;
}

/** Removes the accounts these journeys made. */
export const forgetTestAccounts = () => sql(`delete from auth.users where email like '%@ponddirect.test'`);

/** Mail the local catcher received for one address (the site's server runs the worker and catcher). */
/** A mail the local catcher caught: its plain text and its HTML part. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Text attachments with their content as the mail carried it (others: null). */
  attachments: { filename: string; contentType: string; content: string | null }[];
}

export async function mailTo(address: string): Promise<CaughtMail[]> {
  const all = (await (await fetch(`${MAILBOX_URL}/messages`)).json()) as CaughtMail[];
  return all.filter((mail) => mail.to.includes(address));
}
