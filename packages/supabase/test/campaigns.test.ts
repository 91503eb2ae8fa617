import { estimatePondPlan, type PlannerForm } from '@pond/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PondDataError,
  addPartnerSite,
  getPartnerReport,
  listInbox,
  loadPartnerDashboard,
  submitLead,
  submitPondPlan,
  type PondClient,
} from '../src/index.ts';
import { clientAs } from './clients.ts';
import { approvedPartner, fromOrigin, signedIn } from './partner-clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

// Campaigns: a widget's campaign and the page's UTM values are recorded with each request
// and plan, and the partner's dashboard and staff's report count and filter by them.

liftLeadLimitsForThisFile();
const stamp = Date.now();
const email = `campaign-home-${stamp}@example.com`;
const site = `https://camp-${stamp}.example`;
let partner: { id: string; client: PondClient };

const lead = (over: Record<string, string>) => ({
  name: 'Hidden Homeowner',
  email,
  phone: '5125550100',
  projectType: 'Koi Pond Construction',
  source: 'widget:pond-quote-form',
  partner: partner.id,
  pageOrigin: site,
  ...over,
});

beforeAll(async () => {
  const id = await approvedPartner(`camp-${stamp}`, `camp-${stamp}@campaigns.example`);
  partner = { id, client: await signedIn(`camp-${stamp}@campaigns.example`) };
  const proven = await addPartnerSite(partner.client, site);
  await sql('select private.record_site_check($1, true, null)', [proven.id]);
});
afterAll(async () => {
  await sql('delete from public.lead_submissions where email = $1', [email]);
  await sql('delete from public.pond_planner_submissions where email = $1', [email]);
  await sql('delete from public.email_outbox where to_email = $1', [email]);
  await sql('delete from auth.users where email like $1', [`%-${stamp}@campaigns.example`]);
});

describe('campaigns on requests and plans', () => {
  it('are recorded, counted per month and campaign with their UTM values, and filter the dashboard', async () => {
    const page = fromOrigin(site);
    await submitLead(page, lead({ campaign: 'spring-sale', utmSource: 'newsletter', utmMedium: 'email' }));
    await submitLead(page, lead({ campaign: 'spring-sale', utmSource: 'newsletter', utmMedium: 'email' }));
    await submitLead(fromOrigin('https://elsewhere.example'), lead({ campaign: 'spring-sale' }));
    await submitLead(page, lead({}));
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
      email,
    };
    await submitPondPlan(page, {
      form,
      result: estimatePondPlan(form),
      origin: {
        source: 'widget:pond-planner',
        partner: partner.id,
        pageOrigin: site,
        campaign: 'spring-sale',
      },
    });

    const all = await loadPartnerDashboard(partner.client, partner.id);
    expect(all?.campaignNames).toEqual(['spring-sale']);
    const rows = (all?.campaigns ?? []).map(({ month: _month, ...row }) => row);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          campaign: 'spring-sale',
          utm_source: 'newsletter',
          utm_medium: 'email',
          utm_campaign: null,
          requests: 2,
          confirmed_requests: 0,
          reached_builders: 0,
          withdrawn: 0,
          plans: 0,
          unattributed_requests: 0,
          unattributed_plans: 0,
        },
        // The plan and its own request (which carries the plan's campaign), and the claim from elsewhere.
        expect.objectContaining({
          campaign: 'spring-sale',
          utm_source: null,
          requests: 1,
          plans: 1,
          unattributed_requests: 1,
        }),
        expect.objectContaining({ campaign: null, requests: 1, plans: 0 }),
      ]),
    );
    expect(rows).toHaveLength(3);

    const spring = await loadPartnerDashboard(partner.client, partner.id, { campaign: 'spring-sale' });
    expect(spring?.requests).toHaveLength(4);
    expect(spring?.requests.every((request) => request.campaign === 'spring-sale')).toBe(true);
    const none = await loadPartnerDashboard(partner.client, partner.id, { campaign: null });
    expect(none?.requests.map((request) => request.campaign)).toEqual([null]);
    expect(none?.campaigns.map((row) => row.campaign)).toEqual([null]);

    // Staff see the campaign in the partner report and filter the inbox and the report by it.
    const staff = await clientAs('staff');
    const report = await getPartnerReport(staff, { campaign: 'spring-sale' });
    expect(
      report
        .filter((row) => row.partner === partner.id)
        .map((row) => row.requests)
        .sort(),
    ).toEqual([1, 1, 2]);
    const inbox = await listInbox(staff, { partner: partner.id, campaign: 'spring-sale' });
    expect(inbox).toHaveLength(4);
    expect(inbox.find((row) => row.utm_source === 'newsletter')).toMatchObject({ utm_medium: 'email' });
  });

  it('refuses a campaign that is not a slug and UTM values over 100 characters, saying so', async () => {
    const anon = await clientAs('anon');
    await expect(submitLead(anon, lead({ campaign: 'Spring Sale!' }))).rejects.toMatchObject({
      message: 'The campaign of this form is not valid',
      field: 'campaign',
    });
    await expect(submitLead(anon, lead({ utmSource: 'x'.repeat(101) }))).rejects.toBeInstanceOf(
      PondDataError,
    );
  });
});
