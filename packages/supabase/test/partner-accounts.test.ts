import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPartnerDashboard, submitLead, type PondClient } from '../src/index.ts';
import { clientAs } from './clients.ts';
import { approvedPartner, signedIn } from './partner-clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

// Partner accounts: the database makes a partner's account a partner's, and a partner
// reads its own requests and figures, never a homeowner's contact details nor another's data.

liftLeadLimitsForThisFile();
const stamp = Date.now();
const emailOf = (name: string) => `${name}-${stamp}@partners.example`;
const approved = (name: string) => approvedPartner(`${name}-${stamp}`, emailOf(name));

const lead = (partner: string, source = 'widget:pond-quote-form') => ({
  name: 'Hidden Homeowner',
  email: `homeowner-${stamp}@example.com`,
  phone: '5125550100',
  projectType: 'Koi Pond Construction',
  message: 'A secret message',
  city: 'Austin',
  state: 'TX',
  source,
  partner,
});

let first: PondClient;
let second: PondClient;
let firstId: string;
let secondId: string;

beforeAll(async () => {
  firstId = await approved('alpha');
  secondId = await approved('beta');
  first = await signedIn(emailOf('alpha'));
  second = await signedIn(emailOf('beta'));
  const anon = await clientAs('anon');
  await submitLead(anon, lead(firstId));
  await submitLead(anon, lead(firstId, '/states/tx/austin'));
  await submitLead(anon, lead(secondId));
});

afterAll(async () => {
  await sql('delete from public.lead_submissions where email = $1', [`homeowner-${stamp}@example.com`]);
  await sql(`delete from auth.users where email like $1`, [`%-${stamp}@partners.example`]);
});

describe('partner accounts', () => {
  it('carry the partner role and id, set by the database from the partner’s email', async () => {
    const { data } = await first.auth.getUser();
    expect(data.user?.app_metadata).toMatchObject({ role: 'partner', partner_id: firstId });
  });

  it('become the partner’s when the partner is approved after the account was made', async () => {
    const late = await signedIn(emailOf('gamma'));
    const gammaId = await approved('gamma');
    await late.auth.refreshSession();
    expect((await late.auth.getUser()).data.user?.app_metadata).toMatchObject({
      role: 'partner',
      partner_id: gammaId,
    });
  });

  it('are a partner’s only once the email is confirmed, at sign-up or later', async () => {
    const service = await clientAs('service');
    const deltaId = await approved('delta');
    const { data } = await service.auth.admin.createUser({
      email: emailOf('delta'),
      password: 'an unconfirmed password',
      email_confirm: false,
    });
    const role = async () =>
      (
        await sql<{ meta: Record<string, string> }>(
          'select raw_app_meta_data as meta from auth.users where id = $1',
          [data.user!.id],
        )
      )[0]!.meta;
    expect(await role()).not.toHaveProperty('role');
    // A partner approved while the account is still unconfirmed does not make it the partner's either.
    const epsilon = await service.auth.admin.createUser({
      email: emailOf('epsilon'),
      password: 'an unconfirmed password',
      email_confirm: false,
    });
    await approved('epsilon');
    expect(
      (
        await sql<{ meta: Record<string, string> }>(
          'select raw_app_meta_data as meta from auth.users where id = $1',
          [epsilon.data.user!.id],
        )
      )[0]!.meta,
    ).not.toHaveProperty('role');
    // Confirming the address (as the first use of a sign-in link does) makes it the partner's.
    await sql('update auth.users set email_confirmed_at = now() where id = $1', [data.user!.id]);
    expect(await role()).toMatchObject({ role: 'partner', partner_id: deltaId });
  });
});

describe('what a partner reads', () => {
  it('its own requests, by widget, without any contact detail', async () => {
    const dashboard = await loadPartnerDashboard(first, firstId);
    expect(dashboard?.partner.id).toBe(firstId);
    expect(dashboard?.requests.map((request) => request.widget).sort()).toEqual([
      'our pages',
      'pond-quote-form',
    ]);
    for (const request of dashboard?.requests ?? []) {
      expect(Object.keys(request).sort()).toEqual(
        [
          'city',
          'created_at',
          'id',
          'project_type',
          'request_origin',
          'state',
          'status',
          // Credit that says what it is: from a proven site, and confirmed since.
          'attributed',
          'confirmed',
          'widget',
          // Campaigns: what the partner's own widget set, not anything about the homeowner.
          'campaign',
          'utm_source',
          'utm_medium',
          'utm_campaign',
        ].sort(),
      );
      expect(JSON.stringify(request)).not.toMatch(/Hidden Homeowner|homeowner-|5125550100|secret message/);
    }
    // Sent without an Origin from a proven site: claims, counted apart (partner-sites.test.ts proves them).
    expect(dashboard?.figures).toEqual([
      expect.objectContaining({ widget: 'our pages', requests: 0, unattributed_requests: 1, plans: 0 }),
      expect.objectContaining({
        widget: 'pond-quote-form',
        requests: 0,
        unattributed_requests: 1,
        withdrawn: 0,
      }),
    ]);
  });

  it('nothing of another partner, and no table directly', async () => {
    const dashboard = await loadPartnerDashboard(second, secondId);
    expect(dashboard?.requests).toHaveLength(1);
    expect(await loadPartnerDashboard(second, firstId)).toBeNull();
    expect((await second.from('partners').select('id')).data).toEqual([{ id: secondId }]);
    expect((await second.from('lead_submissions').select('id')).data).toEqual([]);
    expect((await second.from('lead_inbox').select('id')).data).toEqual([]);
    expect((await second.from('partner_applications').select('id')).data).toEqual([]);
  });

  it('gives anon nothing, and a homeowner’s account no partner data', async () => {
    const anon = await clientAs('anon');
    expect((await anon.from('partner_requests').select('id')).error?.code).toBe('42501');
    expect((await anon.from('partner_figures').select('month')).error?.code).toBe('42501');
    const homeowner = await clientAs('authenticated');
    expect((await homeowner.from('partner_requests').select('id')).data).toEqual([]);
    expect((await homeowner.from('partner_figures').select('month')).data).toEqual([]);
    const staff = await clientAs('staff');
    expect((await staff.from('partner_requests').select('id')).data).toEqual([]);
  });
});
