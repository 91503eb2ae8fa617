import { BUILDER_SITE_MESSAGES, BUILDER_SITE_SOURCE, CONSENTS } from '@pond/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBuilders,
  chooseBuilders,
  getSiteFigures,
  markRequest,
  PondDataError,
  submitLead,
  suggestBuilders,
  type PondClient,
} from '../src/index.ts';
import { builderOf } from './builder-clients.ts';
import { clientAs } from './clients.ts';
import { approvedPartner, fromOrigin, signedIn } from './partner-clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

// A builder's own website: the badge's quote form sends requests that go to that builder alone and
// credit no partner; the badge's loads and those requests are the builder's to see, by site.

liftLeadLimitsForThisFile();

const stamp = Date.now();
const site = `https://ponds-${stamp}.example`;
let builder = '';
let other = '';
let builderClient: PondClient;
let otherClient: PondClient;
const builderName = `Own Site Ponds ${stamp}`;

beforeAll(async () => {
  const rows = await sql<{ id: string; name: string }>(
    `insert into public.contractors (name, city, state, postal_code) values
       ($1, 'Austin', 'TX', '78701'), ($2, 'Austin', 'TX', '78702') returning id::text, name`,
    [builderName, `Other Ponds ${stamp}`],
  );
  [builder, other] = rows.map((row) => row.id) as [string, string];
  builderClient = await builderOf(builder, `own-site-${stamp}@example.com`);
  otherClient = await builderOf(other, `other-site-${stamp}@example.com`);
});

afterAll(async () => {
  await sql('delete from public.lead_submissions where contractor_id = any($1::uuid[])', [[builder, other]]);
  await sql('delete from public.contractors where id = any($1::uuid[])', [[builder, other]]);
});

const fromTheirSite = (over: Record<string, unknown> = {}) => ({
  name: 'Sam Homeowner',
  email: `own-site-${crypto.randomUUID()}@example.com`,
  phone: '512-555-0199',
  projectType: 'Koi Pond Construction',
  contractorId: builder,
  contractorName: 'Own Site Ponds',
  source: BUILDER_SITE_SOURCE,
  pageOrigin: site,
  ...over,
});

describe('requests from a builder’s own website', () => {
  it('credit no partner, and go to that builder alone: not another, not more, not our staff’s match', async () => {
    const anon = await clientAs('anon');
    await expect(submitLead(anon, fromTheirSite({ partner: 'riverside-garden' }))).rejects.toThrow(
      BUILDER_SITE_MESSAGES.noPartner,
    );
    const { id, choiceToken } = await submitLead(anon, fromTheirSite());
    const choose = (contractorIds: string[]) =>
      chooseBuilders(anon, {
        requestId: id,
        choiceToken,
        contractorIds,
        consentId: CONSENTS.builderChoice.id,
      });
    for (const ids of [[other], [builder, other], []]) {
      const refusal = await choose(ids).catch((error: unknown) => error);
      expect(refusal, JSON.stringify(ids)).toBeInstanceOf(PondDataError);
      expect((refusal as PondDataError).message).toBe(BUILDER_SITE_MESSAGES.onlyThisBuilder(builderName));
      expect((refusal as PondDataError).reason).toBe('lead_builder_site_only');
    }
    expect(await sql('select 1 from public.lead_routes where lead_id = $1', [id])).toEqual([]);
    // Refused choices leave it open: the one builder is accepted.
    await sql('update public.lead_submissions set routed_at = null where id = $1', [id]);
    // Named twice is still that one builder.
    expect((await choose([builder, builder])).map((chosen) => chosen.id)).toEqual([builder]);
    expect(
      await sql('select contractor_id::text as id from public.lead_routes where lead_id = $1', [id]),
    ).toEqual([{ id: builder }]);
    // The choice offers that builder alone.
    expect(
      (await suggestBuilders(anon, { contractorId: builder, city: 'Austin', state: 'TX', only: true })).map(
        (o) => o.contractor.id,
      ),
    ).toEqual([builder]);
  });

  it('name their builder: one without is refused, whoever sends it, and a builder’s deletion still goes through', async () => {
    const refusal = await submitLead(await clientAs('anon'), fromTheirSite({ contractorId: null })).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(PondDataError);
    expect((refusal as PondDataError).message).toBe(BUILDER_SITE_MESSAGES.namesNoBuilder);
    expect((refusal as PondDataError).reason).toBe('lead_builder_site_builder');
    await expect(
      sql(
        `insert into public.lead_submissions (name, email, phone, project_type, source)
         values ('Sam Homeowner', 'no-builder@example.com', '512-555-0199', 'Other', 'builder-site')`,
      ),
    ).rejects.toMatchObject({ hint: 'lead_builder_site_builder' });
    // contractor_id is set null when its builder goes: the request stays, without them.
    const [gone] = await sql<{ id: string }>(
      `insert into public.contractors (name, city, state) values ($1, 'Austin', 'TX') returning id::text`,
      [`Gone Ponds ${stamp}`],
    );
    const { id } = await submitLead(await clientAs('anon'), fromTheirSite({ contractorId: gone!.id }));
    await sql('delete from public.contractors where id = $1', [gone!.id]);
    expect(await sql('select contractor_id from public.lead_submissions where id = $1', [id])).toEqual([
      { contractor_id: null },
    ]);
    await sql('delete from public.lead_submissions where id = $1', [id]);
  });

  it('are never offered to other builders, however long the builder stays silent', async () => {
    const anon = await clientAs('anon');
    const { id, choiceToken } = await submitLead(anon, fromTheirSite());
    await chooseBuilders(anon, {
      requestId: id,
      choiceToken,
      contractorIds: [builder],
      consentId: CONSENTS.builderChoice.id,
    });
    await sql(`update public.lead_routes set chosen_at = now() - interval '10 days' where lead_id = $1`, [
      id,
    ]);
    await sql('select private.queue_waiting_offers()');
    const [lead] = await sql<{ waiting_offered_at: string | null; offers: boolean }>(
      `select l.waiting_offered_at, private.offers_others(l) as offers from public.lead_submissions l where l.id = $1`,
      [id],
    );
    expect(lead).toEqual({ waiting_offered_at: null, offers: false });
    // Even with the offer's time stamped, nothing is offered.
    await sql('update public.lead_submissions set waiting_offered_at = now() where id = $1', [id]);
    const [after] = await sql<{ offers: boolean }>(
      'select private.offers_others(l) as offers from public.lead_submissions l where l.id = $1',
      [id],
    );
    expect(after!.offers).toBe(false);
    // Nor may the homeowner's page send it on.
    const [signed] = await sql<{ expires: string; signature: string }>(
      'select expires::text, signature from private.withdraw_link($1)',
      [id],
    );
    const link = { request: id, expires: Number(signed!.expires), signature: signed!.signature };
    await expect(addBuilders(anon, link, [other], CONSENTS.builderChoice.id)).rejects.toThrow(
      'This request is not waiting for other builders.',
    );
    // A builder's "not a fit" answers it, and offers no one else either.
    await markRequest(builderClient, id, { mark: 'not_fit', reason: 'Fully booked' });
    expect(
      await sql(`select 1 from public.email_outbox where lead_id = $1 and template = 'request-waiting'`, [
        id,
      ]),
    ).toEqual([]);
    expect(
      await sql('select contractor_id::text as id from public.lead_routes where lead_id = $1', [id]),
    ).toEqual([{ id: builder }]);
  });
});

describe('the badge’s loads and the builder’s figures', () => {
  const beacon = (origin: string | null, contractor = builder, version = '1.12.0') =>
    fromOrigin(origin).rpc('count_badge_load', { p_contractor: contractor, p_version: version });

  it('counts each load under the page’s origin, nothing without one, for no one unknown, with a bad version, or past the day’s limits', async () => {
    for (let i = 0; i < 3; i++) expect((await beacon(site)).error).toBeNull();
    await beacon(null);
    await beacon('null');
    await beacon(site, crypto.randomUUID());
    await beacon(site, builder, 'latest');
    const loads = () =>
      sql<{ origin: string; loads: number }>(
        'select origin, loads from private.builder_site_loads where contractor_id = $1 order by origin',
        [builder],
      );
    expect(await loads()).toEqual([{ origin: site, loads: 3 }]);
    const [limits] = await sql<{ origins_per_day: number; loads_per_day: number }>(
      'select * from private.builder_site_limits()',
    );
    // Invented origins stop at the day's number of sites.
    for (let i = 0; i < limits!.origins_per_day + 3; i++)
      await beacon(`https://made-up-${i}-${stamp}.example`);
    expect((await loads()).length).toBe(limits!.origins_per_day);
    // And loads at the day's number.
    await sql('update private.builder_site_loads set loads = $2 where contractor_id = $1 and origin = $3', [
      builder,
      limits!.loads_per_day,
      site,
    ]);
    await beacon(site);
    expect((await loads()).find((row) => row.origin === site)!.loads).toBe(limits!.loads_per_day);
    await sql('delete from private.builder_site_loads where contractor_id = $1 and origin <> $2', [
      builder,
      site,
    ]);
    await sql('update private.builder_site_loads set loads = 3 where contractor_id = $1', [builder]);
  });

  it('counts the website on the listing whatever other sites a script makes up', async () => {
    await sql('update public.contractors set website = $2 where id = $1', [
      builder,
      `${site.replace('https://', 'WWW.')}/ponds`,
    ]);
    const [limits] = await sql<{ origins_per_day: number; loads_per_day: number }>(
      'select * from private.builder_site_limits()',
    );
    const others = () =>
      sql<{ origin: string }>(
        'select origin from private.builder_site_loads where contractor_id = $1 and origin <> $2',
        [builder, site],
      );
    try {
      for (let i = 0; i < limits!.origins_per_day + 2; i++)
        await beacon(`https://made-up-${i}-${stamp}.example`);
      expect(await others()).toHaveLength(limits!.origins_per_day);
      await sql('update private.builder_site_loads set loads = $3 where contractor_id = $1 and origin = $2', [
        builder,
        `https://made-up-0-${stamp}.example`,
        limits!.loads_per_day,
      ]);
      // The made-up sites are full, of sites and of loads; the builder's own still counts.
      await beacon(`https://made-up-1-${stamp}.example`);
      await beacon(site);
      const [own] = await sql<{ loads: number }>(
        'select loads from private.builder_site_loads where contractor_id = $1 and origin = $2',
        [builder, site],
      );
      expect(own!.loads).toBe(4);
      const [made] = await sql<{ loads: number }>(
        'select loads from private.builder_site_loads where contractor_id = $1 and origin = $2',
        [builder, `https://made-up-1-${stamp}.example`],
      );
      expect(made!.loads).toBe(1);
    } finally {
      await sql('delete from private.builder_site_loads where contractor_id = $1 and origin <> $2', [
        builder,
        site,
      ]);
      await sql('update private.builder_site_loads set loads = 3 where contractor_id = $1', [builder]);
      await sql('update public.contractors set website = null where id = $1', [builder]);
    }
  });

  it('are the builder’s alone to read, with the requests from each site', async () => {
    const figures = await getSiteFigures(builderClient, 30);
    const row = figures.origins.find((entry) => entry.origin === site);
    expect(row).toEqual({ origin: site, loads: 3, requests: 2 });
    expect(figures.loads).toBeGreaterThanOrEqual(3);
    // Another builder sees none of it.
    expect((await getSiteFigures(otherClient, 30)).origins).toEqual([]);
    // Nobody but a builder: a homeowner, staff, a partner; anonymous callers cannot call it at all.
    const partnerId = `own-site-${stamp}`;
    await approvedPartner(partnerId, `${partnerId}@example.com`);
    for (const client of [
      await clientAs('authenticated'),
      await clientAs('staff'),
      await signedIn(`${partnerId}@example.com`),
    ]) {
      const { error } = await client.rpc('my_site_figures', { p_days: 30 });
      expect(error?.hint).toBe('not_builder');
    }
    expect((await (await clientAs('anon')).rpc('my_site_figures', { p_days: 30 })).error).not.toBeNull();
    for (const days of [0, 367]) {
      const { error } = await builderClient.rpc('my_site_figures', { p_days: days });
      expect(error?.hint, String(days)).toBe('site_figures_days');
    }
    expect((await builderClient.rpc('my_site_figures', { p_days: 366 })).error).toBeNull();
  });
});
