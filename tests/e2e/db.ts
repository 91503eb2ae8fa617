import { createStaffUser } from '@pond/supabase';
import { createNodePondClient } from '@pond/supabase/node';
import { readRunningStack } from '@pond/supabase/local';
import pg from 'pg';
import { MAILBOX_URL } from './servers.ts';
import { expect } from './test.ts';

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
 * Runs `during` while the database refuses PostgREST's connections (its login role may not log in,
 * its open connections are ended): the API answers 503 'Database connection error', as when the
 * database is down. Everything is put back after, even when `during` fails.
 */
export async function whileDatabaseIsDown(during: () => Promise<void>): Promise<void> {
  await sql('alter role authenticator nologin');
  await sql(`select pg_terminate_backend(pid) from pg_stat_activity where usename = 'authenticator'`);
  try {
    await during();
  } finally {
    await sql('alter role authenticator login');
    await apiAnswers();
  }
}

/**
 * Waits until the API answers again: PostgREST reconnects on its own schedule (it backs off while the
 * database refuses it), and what a journey does next must not depend on that moment.
 */
async function apiAnswers() {
  const stack = await readRunningStack('dev');
  if (!stack) return;
  // PostgREST's reconnection backs off up to 32 s between tries: wait out more than one such wait.
  await expect
    .poll(
      () =>
        fetch(`${stack.url}/rest/v1/consent_texts?select=id&limit=1`, {
          headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` },
        }).then(
          (response) => response.ok,
          () => false,
        ),
      {
        message: 'The API did not answer within 75 s of the database coming back.',
        timeout: 75_000,
        intervals: [100],
      },
    )
    .toBe(true);
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
