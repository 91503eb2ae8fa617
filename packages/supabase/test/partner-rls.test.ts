import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLead, type PondClient } from '../src/index.ts';
import { clientAs } from './clients.ts';
import { approvedPartner, signedIn } from './partner-clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

// The row-level security matrix of the partner tables, views and functions, for anon, a homeowner's
// account, staff and two partners: who reads which rows, and who may call what.

liftLeadLimitsForThisFile();
const stamp = Date.now();
type Who = 'anon' | 'homeowner' | 'staff' | 'partnerA' | 'partnerB';
const WHO: readonly Who[] = ['anon', 'homeowner', 'staff', 'partnerA', 'partnerB'];
const clients = {} as Record<Who, PondClient>;
const ids = { partnerA: `rls-a-${stamp}`, partnerB: `rls-b-${stamp}` };

async function partner(name: 'partnerA' | 'partnerB'): Promise<PondClient> {
  const email = `${ids[name]}@rls.example`;
  await approvedPartner(ids[name], email);
  return signedIn(email);
}

beforeAll(async () => {
  clients.anon = await clientAs('anon');
  clients.homeowner = await clientAs('authenticated');
  clients.staff = await clientAs('staff');
  clients.partnerA = await partner('partnerA');
  clients.partnerB = await partner('partnerB');
  // One site, one request and one load for each partner.
  for (const who of ['partnerA', 'partnerB'] as const) {
    await clients[who].rpc('add_partner_site', { p_origin: `https://${ids[who]}.example` });
    await submitLead(clients.anon, {
      name: 'Hidden',
      email: `rls-home-${stamp}@example.com`,
      phone: '5125550100',
      projectType: 'Other',
      source: 'widget:pond-quote-form',
      partner: ids[who],
      campaign: `campaign-${who.toLowerCase()}`,
      utmSource: 'newsletter',
    });
    // An endpoint and one delivery each.
    await clients[who].rpc('set_partner_webhook', { p_url: `https://${ids[who]}.example/hooks` });
    await sql(
      `insert into public.webhook_deliveries (partner_id, event, data) values ($1, 'request.created', '{}')`,
      [ids[who]],
    );
    await sql(
      `insert into public.widget_loads (day, origin, partner, widget, kit_version, loads)
       values (current_date, $1, $2, 'pond-quote-form', '1.5.0', 1)`,
      [`https://${ids[who]}.example`, ids[who]],
    );
  }
});
afterAll(async () => {
  await sql('delete from public.lead_submissions where email = $1', [`rls-home-${stamp}@example.com`]);
  await sql('delete from public.widget_loads where partner like $1', [`rls-_-${stamp}`]);
  await sql('delete from public.partner_applications where partner_id like $1', [`rls-_-${stamp}`]);
  await sql('delete from public.partners where id like $1', [`rls-_-${stamp}`]);
  await sql('delete from auth.users where email like $1', [`rls-_-${stamp}@rls.example`]);
});

/** Which of the two partners' rows a reader sees in a relation ('error' when refused outright). */
async function seen(who: Who, relation: string, partnerColumn: string): Promise<string[] | 'error'> {
  const { data, error } = await clients[who].from(relation as 'partners').select(partnerColumn);
  if (error) return 'error';
  const mine = Object.values(ids);
  return [
    ...new Set(
      (data as unknown as Record<string, string>[])
        .map((row) => row[partnerColumn])
        .filter((value): value is string => mine.includes(value as string)),
    ),
  ].sort();
}

const both = [`rls-a-${stamp}`, `rls-b-${stamp}`];
const readers: Record<string, { column: string; expected: Record<Who, string[] | 'error'> }> = {
  partners: {
    column: 'id',
    expected: { anon: 'error', homeowner: [], staff: both, partnerA: [both[0]!], partnerB: [both[1]!] },
  },
  partner_applications: {
    column: 'partner_id',
    expected: { anon: 'error', homeowner: [], staff: both, partnerA: [], partnerB: [] },
  },
  partner_sites: {
    column: 'partner_id',
    expected: { anon: 'error', homeowner: [], staff: both, partnerA: [both[0]!], partnerB: [both[1]!] },
  },
  widget_loads: {
    column: 'partner',
    expected: { anon: 'error', homeowner: [], staff: both, partnerA: [], partnerB: [] },
  },
  partner_webhooks: {
    column: 'partner_id',
    expected: { anon: 'error', homeowner: [], staff: both, partnerA: [both[0]!], partnerB: [both[1]!] },
  },
  webhook_deliveries: {
    column: 'partner_id',
    expected: { anon: 'error', homeowner: [], staff: both, partnerA: [both[0]!], partnerB: [both[1]!] },
  },
};

describe('a webhook’s signing secret', () => {
  for (const who of WHO)
    it(`cannot be read back by ${who}`, async () => {
      const { data, error } = await clients[who].from('partner_webhooks').select('secret');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    });
});

describe('partner tables: who reads whose rows', () => {
  for (const [relation, { column, expected }] of Object.entries(readers))
    for (const who of WHO)
      it(`${relation}: ${who} reads ${JSON.stringify(expected[who])}`, async () => {
        expect(await seen(who, relation, column)).toEqual(expected[who]);
      });
});

describe('partner views: a partner’s own rows only', () => {
  for (const view of ['partner_requests', 'partner_figures', 'partner_campaigns'])
    for (const who of WHO)
      it(`${view}: ${who}`, async () => {
        const { data, error } = await clients[who].from(view as 'partner_requests').select('*');
        if (who === 'anon') return expect(error?.code).toBe('42501');
        const rows = data ?? [];
        if (who === 'partnerA' || who === 'partnerB') expect(rows.length).toBeGreaterThan(0);
        else expect(rows).toEqual([]);
        if (view === 'partner_requests' && who === 'partnerA') {
          const other = await sql<{ id: string }>(
            'select id::text from public.lead_submissions where partner = $1',
            [ids.partnerB],
          );
          expect(rows.map((row) => row.id)).not.toContain(other[0]?.id);
        }
        if (view === 'partner_campaigns' && who === 'partnerA')
          expect(rows.map((row) => (row as unknown as { campaign: string }).campaign)).toEqual([
            'campaign-partnera',
          ]);
      });
});

describe('partner functions: who may call them', () => {
  const site = async (who: 'partnerA' | 'partnerB') =>
    (
      await sql<{ id: string }>('select id::text from public.partner_sites where partner_id = $1', [ids[who]])
    )[0]!.id;
  const calls: Record<string, (client: PondClient) => Promise<{ error: unknown }>> = {
    approve_partner_application: (c) =>
      c.rpc('approve_partner_application', {
        p_application: '00000000-0000-4000-8000-000000000000',
      }) as never,
    set_partner_status: (c) =>
      c.rpc('set_partner_status', { p_partner: ids.partnerB, p_status: 'active' }) as never,
    add_partner_site: (c) =>
      c.rpc('add_partner_site', { p_origin: `https://added-${stamp}.example` }) as never,
    check_partner_site_of_b: async (c) =>
      c.rpc('check_partner_site', { p_site: await site('partnerB') }) as never,
    revoke_partner_site_of_b: async (c) =>
      c.rpc('revoke_partner_site', { p_site: await site('partnerB') }) as never,
    set_partner_webhook: (c) =>
      c.rpc('set_partner_webhook', { p_url: `https://set-${stamp}.example/hooks` }) as never,
    rotate_partner_webhook_secret: (c) => c.rpc('rotate_partner_webhook_secret') as never,
  };
  const allowed: Record<string, Who[]> = {
    // Staff decide; the application id is unknown, so even staff get "not waiting", not a refusal.
    approve_partner_application: [],
    set_partner_status: ['staff'],
    add_partner_site: ['partnerA', 'partnerB'],
    check_partner_site_of_b: ['partnerB'],
    revoke_partner_site_of_b: ['staff'],
    set_partner_webhook: ['partnerA', 'partnerB'],
    // Only a partner with an endpoint (each has one), and only its own.
    rotate_partner_webhook_secret: ['partnerA', 'partnerB'],
  };
  for (const [name, call] of Object.entries(calls))
    for (const who of WHO)
      it(`${name}: ${who} ${allowed[name]!.includes(who) ? 'may' : 'may not'}`, async () => {
        const { error } = await call(clients[who]);
        expect(error === null).toBe(allowed[name]!.includes(who));
        if (name === 'approve_partner_application' && who === 'staff')
          expect((error as { message: string }).message).toBe(
            'This application is not waiting for a decision',
          );
      });
});
