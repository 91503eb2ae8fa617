import type { Task } from 'graphile-worker';
import type pg from 'pg';

import { isLoopbackHost, PARTNER_TOKEN_PATH } from '@pond/core';
import { partnerRequest } from '../http-request.ts';
import { refusePrivateOrigin } from '../public-address.ts';

const FETCH_TIMEOUT_MS = 5000;
const MAX_BYTES = 4096;

/** The queue's daily look for proven sites due a check: a month after they last matched, or a failing one. */
export const RECHECK_SITES_CRONTAB = '0 5 * * * recheck_partner_sites';

/**
 * Fetches a site's token file and says whether it proves the site, or why not. Only an exact answer
 * proves anything (issue 32): over https (plain http only for a site on this machine, the demo), a 200
 * whose type is text/plain and whose whole body is the token. A page that merely contains the token
 * (an HTML page echoing a query, a comment box) proves nothing.
 */
export async function fetchSiteToken(
  origin: string,
  token: string,
  options: { allowPrivate: boolean },
): Promise<{ matched: boolean; error: string | null }> {
  const url = `${origin}${PARTNER_TOKEN_PATH}`;
  const { protocol, host } = new URL(origin);
  if (protocol !== 'https:' && !(protocol === 'http:' && isLoopbackHost(host)))
    return { matched: false, error: `${origin} is not served over https: serve the token file over https` };
  const refused = options.allowPrivate ? null : await refusePrivateOrigin(origin);
  if (refused) return { matched: false, error: refused };
  let response: { status: number; text: string; contentType: string };
  try {
    response = await partnerRequest(url, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_BYTES, ...options });
  } catch (error) {
    return { matched: false, error: `Could not reach ${url}: ${(error as Error).message}` };
  }
  if (response.status !== 200) return { matched: false, error: `${url} answered ${response.status}` };
  const type = response.contentType.split(';')[0]!.trim().toLowerCase();
  if (type !== 'text/plain')
    return {
      matched: false,
      error: `${url} answered ${type || 'no content type'}: serve it as text/plain`,
    };
  const matched = response.text.trim() === token;
  return {
    matched,
    error: matched ? null : `The file at ${url} must hold this site's token and nothing else`,
  };
}

/** Checks one site now and records the answer on it (the database mails the partner when it should). */
async function checkSite(db: pg.Pool, id: string, options: { allowPrivate: boolean }): Promise<void> {
  const { rows } = await db.query<{ origin: string; token: string }>(
    `select origin, token from public.partner_sites where id = $1 and status <> 'revoked'`,
    [id],
  );
  const site = rows[0];
  if (!site) return;
  const answer = await fetchSiteToken(site.origin, site.token, options);
  await db.query('select private.record_site_check($1, $2, $3)', [id, answer.matched, answer.error]);
}

/** The queue's `prove_site` task: a check the partner asked for (Check now). */
export function proveSiteTask(db: pg.Pool, options: { allowPrivate: boolean }): Task {
  return async (payload) => {
    const id = (payload as { id?: string }).id;
    if (id) await checkSite(db, id, options);
  };
}

/** The queue's `recheck_partner_sites` task: every proven site due a check, one after another. */
export function recheckSitesTask(db: pg.Pool, options: { allowPrivate: boolean }): Task {
  return async () => {
    const { rows } = await db.query<{ id: string }>('select private.sites_due_for_recheck() as id');
    for (const { id } of rows) await checkSite(db, id, options);
  };
}
