import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPartnerSite,
  checkPartnerSite,
  listPartnerSites,
  loadPartnerDashboard,
  revokePartnerSite,
  setPartnerSiteSubdomains,
  submitLead,
  submitPondPlan,
  type PondClient,
} from '../src/index.ts';
import { estimatePondPlan, type PlannerForm } from '@pond/core';
import { clientAs } from './clients.ts';
import { approvedPartner, fromOrigin, signedIn } from './partner-clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

// Proven sites and credit the database can prove: a request counts for a partner only
// when the Origin the database recorded is one of the partner's proven sites.

liftLeadLimitsForThisFile();
const stamp = Date.now();
const emailOf = (name: string) => `${name}-${stamp}@sites.example`;

async function partnerSignedIn(name: string): Promise<{ id: string; client: PondClient }> {
  const id = await approvedPartner(`${name}-${stamp}`, emailOf(name));
  return { id, client: await signedIn(emailOf(name)) };
}

const lead = (partner: string) => ({
  name: 'Hidden Homeowner',
  email: `homeowner-${stamp}@example.com`,
  phone: '5125550100',
  projectType: 'Koi Pond Construction',
  source: 'widget:pond-quote-form',
  partner,
});

let alpha: { id: string; client: PondClient };
let beta: { id: string; client: PondClient };

beforeAll(async () => {
  alpha = await partnerSignedIn('alpha');
  beta = await partnerSignedIn('beta');
});
afterAll(async () => {
  await sql('delete from public.lead_submissions where email = $1', [`homeowner-${stamp}@example.com`]);
  await sql('delete from public.email_outbox where to_email = $1', [`homeowner-${stamp}@example.com`]);
  await sql('delete from public.pond_planner_submissions where email = $1', [
    `homeowner-${stamp}@example.com`,
  ]);
  await sql('delete from auth.users where email like $1', [`%-${stamp}@sites.example`]);
});

/** What the job queue does once it fetched the token file: the answer, recorded by the database. */
const recordCheck = (siteId: string, matched: boolean, error: string | null) =>
  sql('select private.record_site_check($1, $2, $3)', [siteId, matched, error]);

describe('a partner’s sites', () => {
  it('are added as origins, pending, each with its own token; another partner sees none', async () => {
    const site = await addPartnerSite(alpha.client, 'HTTPS://Alpha.example/');
    expect(site).toMatchObject({ origin: 'https://alpha.example', status: 'pending', partner_id: alpha.id });
    expect(site.token).toMatch(/^[0-9a-f]{36}$/);
    await expect(addPartnerSite(alpha.client, 'https://alpha.example/shop')).rejects.toThrow(
      'Enter the site as its address without a path, for example https://example.com',
    );
    expect(await listPartnerSites(beta.client)).toEqual([]);
    await expect(checkPartnerSite(beta.client, site.id)).rejects.toThrow('No such site of yours');
    await expect(addPartnerSite(await clientAs('anon'), 'https://x.example')).rejects.toThrow();
    await expect(addPartnerSite(await clientAs('authenticated'), 'https://x.example')).rejects.toThrow();
  });

  it('become proven only when the fetched file held the token, and the partner is mailed once', async () => {
    const [site] = await listPartnerSites(alpha.client);
    await checkPartnerSite(alpha.client, site!.id);
    await recordCheck(site!.id, false, 'The file does not hold this site’s token');
    expect((await listPartnerSites(alpha.client))[0]).toMatchObject({
      status: 'pending',
      check_error: 'The file does not hold this site’s token',
    });
    await recordCheck(site!.id, true, null);
    await recordCheck(site!.id, true, null);
    expect((await listPartnerSites(alpha.client))[0]).toMatchObject({ status: 'proven', check_error: null });
    expect(await sql('select template from public.email_outbox where site_id = $1', [site!.id])).toEqual([
      { template: 'partner-site-proven' },
    ]);
  });
});

describe('proven sites checked again', () => {
  it('a failing proven site is flagged and its partner mailed once; after three failures in a row it is no longer proven', async () => {
    const [site] = await sql<{ id: string }>(
      `insert into public.partner_sites (partner_id, origin, status, proven_at, verified_at, include_subdomains)
       values ($1, $2, 'proven', now() - interval '40 days', now() - interval '40 days', true) returning id`,
      [beta.id, `https://recheck-${stamp}.example`],
    );
    const due = async () =>
      (await sql<{ id: string }>('select private.sites_due_for_recheck() as id')).map((row) => row.id);
    const state = async () =>
      (
        await sql<{
          status: string;
          failures: number;
          include_subdomains: boolean;
          proven_at: string | null;
        }>('select status, failures, include_subdomains, proven_at from public.partner_sites where id = $1', [
          site!.id,
        ])
      )[0]!;
    const mails = () =>
      sql<{ payload: { unproven: boolean } }>(
        `select payload from public.email_outbox where template = 'partner-site-check-failed' and site_id = $1 order by created_at`,
        [site!.id],
      );
    // A month after it last matched, it is due.
    expect(await due()).toContain(site!.id);
    await recordCheck(site!.id, false, 'answered 404');
    expect(await state()).toMatchObject({ status: 'proven', failures: 1 });
    expect((await mails()).map((mail) => mail.payload.unproven)).toEqual([false]);
    // Checked just now: due again only a day later.
    expect(await due()).not.toContain(site!.id);
    await sql(`update public.partner_sites set checked_at = now() - interval '21 hours' where id = $1`, [
      site!.id,
    ]);
    expect(await due()).toContain(site!.id);
    await recordCheck(site!.id, false, 'answered 404');
    expect(await state()).toMatchObject({ status: 'proven', failures: 2 });
    await recordCheck(site!.id, false, 'answered 404');
    expect(await state()).toEqual({
      status: 'pending',
      failures: 3,
      include_subdomains: false,
      proven_at: null,
    });
    expect((await mails()).map((mail) => mail.payload.unproven)).toEqual([false, true]);
    expect(await due()).not.toContain(site!.id);
  });

  it('a proven site that matches again is not due for a month, and its failures start over', async () => {
    const [site] = await sql<{ id: string }>(
      `insert into public.partner_sites (partner_id, origin, status, proven_at, verified_at, failures, checked_at)
       values ($1, $2, 'proven', now() - interval '90 days', now() - interval '40 days', 1, now() - interval '1 day') returning id`,
      [beta.id, `https://recheck-ok-${stamp}.example`],
    );
    await recordCheck(site!.id, true, null);
    const [row] = await sql<{ failures: number; status: string }>(
      'select failures, status from public.partner_sites where id = $1',
      [site!.id],
    );
    expect(row).toEqual({ failures: 0, status: 'proven' });
    expect(
      (await sql<{ id: string }>('select private.sites_due_for_recheck() as id')).map((r) => r.id),
    ).not.toContain(site!.id);
  });
});

describe('credit the database can prove', () => {
  it('attributes a request from a proven origin, and keeps others apart as unattributed', async () => {
    await submitLead(fromOrigin('https://alpha.example'), lead(alpha.id));
    await submitLead(fromOrigin('https://evil.example'), lead(alpha.id));
    await submitLead(fromOrigin('https://shop.alpha.example'), lead(alpha.id));
    const dashboard = await loadPartnerDashboard(alpha.client, alpha.id);
    const attributed = (origin: string) =>
      dashboard?.requests.find((request) => request.request_origin === origin)?.attributed;
    expect(attributed('https://alpha.example')).toBe(true);
    expect(attributed('https://evil.example')).toBe(false);
    expect(attributed('https://shop.alpha.example')).toBe(false);
    expect(dashboard?.figures).toEqual([
      expect.objectContaining({ widget: 'pond-quote-form', requests: 1, unattributed_requests: 2 }),
    ]);
  });

  it('counts a subdomain only once the partner opened a proven site to its subdomains', async () => {
    const [site] = await listPartnerSites(alpha.client);
    const pending = await addPartnerSite(alpha.client, 'https://pending.example');
    await expect(setPartnerSiteSubdomains(alpha.client, pending.id, true)).rejects.toThrow(
      'Prove the site first: subdomains count only under a proven site',
    );
    await setPartnerSiteSubdomains(alpha.client, site!.id, true);
    const dashboard = await loadPartnerDashboard(alpha.client, alpha.id);
    expect(
      dashboard?.requests.find((r) => r.request_origin === 'https://shop.alpha.example')?.attributed,
    ).toBe(true);
    expect(dashboard?.requests.find((r) => r.request_origin === 'https://evil.example')?.attributed).toBe(
      false,
    );
  });

  it('attributes a plan from a proven origin, one from elsewhere apart', async () => {
    const form: PlannerForm = {
      pondType: 'koi',
      length: 10,
      width: 8,
      depth: 3,
      state: 'TX',
      sunExposure: 'full-sun',
      budget: '5000-10000',
      timeline: '1-3-months',
      name: 'Hidden Homeowner',
      email: `homeowner-${stamp}@example.com`,
    };
    const plan = { form, result: estimatePondPlan(form) };
    const origin = (page: string) => ({ source: 'widget:pond-planner', partner: alpha.id, pageOrigin: page });
    await submitPondPlan(fromOrigin('https://alpha.example'), {
      ...plan,
      origin: origin('https://alpha.example'),
    });
    await submitPondPlan(fromOrigin('https://evil.example'), {
      ...plan,
      origin: origin('https://evil.example'),
    });
    const dashboard = await loadPartnerDashboard(alpha.client, alpha.id);
    expect(dashboard?.figures.find((row) => row.widget === 'pond-planner')).toMatchObject({
      plans: 1,
      unattributed_plans: 1,
    });
  });

  it('a claim naming one partner from another partner’s proven site is not credited to either', async () => {
    await submitLead(fromOrigin('https://alpha.example'), lead(beta.id));
    const dashboard = await loadPartnerDashboard(beta.client, beta.id);
    expect(dashboard?.requests.map((request) => request.attributed)).toEqual([false]);
  });

  it('ends when staff revoke the site; only staff may', async () => {
    const [site] = await listPartnerSites(alpha.client);
    await expect(revokePartnerSite(alpha.client, site!.id)).rejects.toThrow();
    await revokePartnerSite(await clientAs('staff'), site!.id);
    const dashboard = await loadPartnerDashboard(alpha.client, alpha.id);
    expect(dashboard?.requests.every((request) => request.attributed === false)).toBe(true);
    await expect(checkPartnerSite(alpha.client, site!.id)).rejects.toThrow(
      'This site was revoked by our staff; write to us to restore it',
    );
    expect((await listPartnerSites(await clientAs('staff'))).some((s) => s.id === site!.id)).toBe(true);
  });
});
