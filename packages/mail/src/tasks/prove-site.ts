import type { Task } from 'graphile-worker';
import type pg from 'pg';

import { PARTNER_TOKEN_PATH } from '@pond/core';
import { partnerRequest } from '../http-request.ts';
import { refusePrivateOrigin } from '../public-address.ts';

const FETCH_TIMEOUT_MS = 5000;
const MAX_BYTES = 4096;

/** Fetches a site's token file and says whether it holds the token (one token per line), or why not. */
export async function fetchSiteToken(
  origin: string,
  token: string,
  options: { allowPrivate: boolean },
): Promise<{ matched: boolean; error: string | null }> {
  const url = `${origin}${PARTNER_TOKEN_PATH}`;
  const refused = options.allowPrivate ? null : await refusePrivateOrigin(origin);
  if (refused) return { matched: false, error: refused };
  let response: { status: number; text: string };
  try {
    response = await partnerRequest(url, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_BYTES, ...options });
  } catch (error) {
    return { matched: false, error: `Could not reach ${url}: ${(error as Error).message}` };
  }
  if (response.status !== 200) return { matched: false, error: `${url} answered ${response.status}` };
  const text = response.text;
  const matched = text.split(/\r?\n/).some((line) => line.trim() === token);
  return { matched, error: matched ? null : `The file at ${url} does not hold this site's token` };
}

/** The queue's `prove_site` task: fetch, then record the answer on the site (and queue its mail). */
export function proveSiteTask(db: pg.Pool, options: { allowPrivate: boolean }): Task {
  return async (payload) => {
    const id = (payload as { id?: string }).id;
    const { rows } = await db.query<{ origin: string; token: string }>(
      `select origin, token from public.partner_sites where id = $1 and status <> 'revoked'`,
      [id],
    );
    const site = rows[0];
    if (!site) return;
    const answer = await fetchSiteToken(site.origin, site.token, options);
    await db.query('select private.record_site_check($1, $2, $3)', [id, answer.matched, answer.error]);
  };
}
