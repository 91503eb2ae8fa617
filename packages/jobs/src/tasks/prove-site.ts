import { isLoopbackHost, PARTNER_TOKEN_PATH } from '@pond/core';
import { recordSiteCheck, siteToProve, type Queryable } from '@pond/supabase/jobs';
import { partnerRequest } from '../http-request.ts';
import { refusePrivateOrigin } from '../public-address.ts';
import type { JobDefinition } from './task.ts';

const FETCH_TIMEOUT_MS = 5000;
const MAX_BYTES = 4096;

/**
 * Fetches a site's token file and says whether it proves the site, or why not. Only an exact answer
 * proves anything: over https (plain http only for a site on this machine, the demo), a 200
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
export async function checkSite(
  db: Queryable,
  id: string,
  options: { allowPrivate: boolean },
): Promise<void> {
  const site = await siteToProve(db, id);
  if (!site) return;
  const answer = await fetchSiteToken(site.origin, site.token, options);
  await recordSiteCheck(db, id, answer.matched, answer.error);
}

/** A check the partner asked for (Check now). */
export const proveSite: JobDefinition = {
  name: 'prove_site',
  make:
    ({ db, allowPrivate }) =>
    async (payload) => {
      const id = (payload as { id?: string }).id;
      if (id) await checkSite(db, id, { allowPrivate });
    },
};
