import { BUILDER_CHOICE, WITHDRAW_TEXTS, CONSENTS } from '@pond/core';
import { describe, expect, it } from 'vitest';
import {
  chooseBuilders,
  getPartnerReport,
  getRequestRouting,
  getResponseTime,
  listInbox,
  markBuilderContacted,
  submitLead,
  suggestBuilders,
  withdrawRequest,
  type LeadSubmission,
} from '../src/index.ts';
import { clientAs } from './clients.ts';
import { liftLeadLimitsForThisFile, sql } from './sql.ts';

liftLeadLimitsForThisFile();

const request = (over: Partial<LeadSubmission> = {}): LeadSubmission => ({
  name: 'Routing Tester',
  email: `routing-${crypto.randomUUID()}@example.com`,
  phone: '512-555-0100',
  projectType: 'Koi Pond Construction',
  location: 'Austin, TX',
  source: '/get-quotes',
  ...over,
});

const buildersWithEmail = async (count: number) =>
  (
    await sql<{ id: string }>(
      `select c.id from public.contractors c join public.contractor_emails e on e.contractor_id = c.id
        where c.state = 'TX' order by c.rating desc nulls last, c.id limit $1`,
      [count],
    )
  ).map((row) => row.id);

const signedLink = async (lead: string) => {
  const [link] = await sql<{ expires: string; signature: string }>(
    'select expires::text, signature from private.withdraw_link($1)',
    [lead],
  );
  return { request: lead, expires: Number(link!.expires), signature: link!.signature };
};

describe('choosing builders in the database: offer, route, limit', () => {
  it('offers the profile builder first, then the best rated near the request, three preselected', async () => {
    const anon = await clientAs('anon');
    const [profile] = await sql<{ id: string }>(
      `select id from public.contractors where state = 'CA' limit 1`,
    );
    const offered = await suggestBuilders(anon, { contractorId: profile!.id, location: 'Austin, TX' });
    expect(offered[0]!.contractor.id).toBe(profile!.id);
    expect(offered.filter((o) => o.preselected)).toHaveLength(3);
    expect(offered.length).toBeGreaterThan(3);
    expect(offered.slice(1).every((o) => o.contractor.state === 'TX')).toBe(true);
    const ratings = offered.slice(1).map((o) => o.contractor.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // A ZIP is searched around it; nothing to go on offers nobody.
    const nearZip = await suggestBuilders(anon, { location: '78701' });
    expect(nearZip.length).toBeGreaterThan(0);
    expect(await suggestBuilders(anon, { location: '' })).toEqual([]);
  });

  it('routes a request to the chosen builders once, with consent, and mails those with an address', async () => {
    const anon = await clientAs('anon');
    const { id, choiceToken } = await submitLead(anon, request());
    const chosen = await buildersWithEmail(2);
    const [phoneOnly] = await sql<{ id: string }>(
      `select c.id from public.contractors c where not exists
         (select 1 from public.contractor_emails e where e.contractor_id = c.id) limit 1`,
    );
    // A consent the database does not know (a text where its id belongs, an invented id) sends nothing.
    for (const consentId of [CONSENTS.builderChoice.text, 'builder-choice-1999'])
      await expect(
        chooseBuilders(anon, { requestId: id, choiceToken, contractorIds: chosen, consentId }),
      ).rejects.toThrow(
        'This page showed a consent we do not know. Please reload the page and choose again.',
      );
    expect(await sql('select 1 from public.lead_routes where lead_id = $1', [id])).toEqual([]);
    const routed = await chooseBuilders(anon, {
      requestId: id,
      choiceToken,
      contractorIds: [...chosen, phoneOnly!.id],
      consentId: CONSENTS.builderChoice.id,
    });
    expect(routed.map((b) => b.id)).toEqual([...chosen, phoneOnly!.id]);
    expect(routed.map((b) => b.delivery)).toEqual(['email', 'email', 'phone']);
    const routes = await sql<{ slot: number; consent_id: string; consent_text: string }>(
      'select slot, consent_id, consent_text from public.lead_routes where lead_id = $1 order by slot',
      [id],
    );
    expect(routes.map((r) => r.slot)).toEqual([1, 2, 3]);
    // The id the browser sent, and the text the database's record of it says.
    expect(routes.every((r) => r.consent_id === CONSENTS.builderChoice.id)).toBe(true);
    expect(routes.every((r) => r.consent_text === BUILDER_CHOICE.consent)).toBe(true);
    const mails = await sql<{ template: string }>(
      'select template from public.email_outbox where lead_id = $1 order by template',
      [id],
    );
    expect(mails.map((m) => m.template)).toEqual(['lead-confirmation', 'lead-to-builder', 'lead-to-builder']);
    // The same choice again (its answer was lost) gets the same answer and sends nothing more.
    const again = await chooseBuilders(anon, {
      requestId: id,
      choiceToken,
      contractorIds: [...chosen, phoneOnly!.id],
      consentId: CONSENTS.builderChoice.id,
    });
    expect(again).toEqual(routed);
    expect(await sql('select 1 from public.email_outbox where lead_id = $1', [id])).toHaveLength(3);
    // The choice is final: a different one is refused.
    await expect(
      chooseBuilders(anon, {
        requestId: id,
        choiceToken,
        contractorIds: chosen,
        consentId: CONSENTS.builderChoice.id,
      }),
    ).rejects.toThrow(BUILDER_CHOICE.closed);
  });

  it('refuses a fourth builder, whoever asks, and keeps nothing of the refused choice', async () => {
    const anon = await clientAs('anon');
    const { id, choiceToken } = await submitLead(anon, request());
    const four = await buildersWithEmail(4);
    await expect(
      chooseBuilders(anon, {
        requestId: id,
        choiceToken,
        contractorIds: four,
        consentId: CONSENTS.builderChoice.id,
      }),
    ).rejects.toThrow(BUILDER_CHOICE.limit);
    expect(await sql('select 1 from public.lead_routes where lead_id = $1', [id])).toEqual([]);
    expect(await sql('select 1 from public.email_outbox where lead_id = $1', [id])).toEqual([]);
    // Still open: three go through. Slots 4 to 6 are the offer's (add_builders); even the database's
    // owner cannot add a seventh.
    await chooseBuilders(anon, {
      requestId: id,
      choiceToken,
      contractorIds: four.slice(0, 3),
      consentId: CONSENTS.builderChoice.id,
    });
    await expect(
      sql(
        `insert into public.lead_routes (lead_id, contractor_id, slot, consent_text, delivery)
         values ($1, $2, 7, 'ok', 'email')`,
        [id, four[3]],
      ),
    ).rejects.toThrow(/lead_route_slot/);
  });

  it('lets only the browser that sent a request choose for it: the id alone (as in a withdraw link) is not enough', async () => {
    const anon = await clientAs('anon');
    const { id } = await submitLead(anon, request());
    await expect(
      chooseBuilders(anon, {
        requestId: id,
        choiceToken: crypto.randomUUID(),
        contractorIds: await buildersWithEmail(1),
        consentId: CONSENTS.builderChoice.id,
      }),
    ).rejects.toThrow(BUILDER_CHOICE.closed);
    expect(await sql('select routed_at from public.lead_submissions where id = $1', [id])).toEqual([
      { routed_at: null },
    ]);
  });

  it('treats the same request sent twice (a retry after a lost answer) as one', async () => {
    const anon = await clientAs('anon');
    const lead = { ...request(), id: crypto.randomUUID() };
    await submitLead(anon, lead);
    await submitLead(anon, lead);
    expect(await sql('select 1 from public.lead_submissions where id = $1', [lead.id])).toHaveLength(1);
  });

  it('never lets a visitor set what only routing and staff set', async () => {
    const anon = await clientAs('anon');
    const { error } = await anon.from('lead_submissions').insert({
      ...{ name: 'Sneaky', email: 'sneaky@example.com', phone: '512-555-0100' },
      project_type: 'Other',
      source: '/x',
      routed_at: new Date().toISOString(),
    });
    expect(error?.code).toBe('42501');
  });
});

describe('withdrawing a request through a signed link', () => {
  it('stops routing and cancels unsent builder mail; says who already has it', async () => {
    const anon = await clientAs('anon');
    const homeowner = request();
    const { id, choiceToken } = await submitLead(anon, homeowner);
    await chooseBuilders(anon, {
      requestId: id,
      choiceToken,
      contractorIds: await buildersWithEmail(2),
      consentId: CONSENTS.builderChoice.id,
    });
    const [sent] = await sql<{ id: string }>(
      `update public.email_outbox set status = 'sent', sent_at = now()
        where id = (select id from public.email_outbox where lead_id = $1 and template = 'lead-to-builder'
                    order by created_at limit 1) returning id`,
      [id],
    );
    const result = await withdrawRequest(anon, await signedLink(id));
    expect(result.alreadyWith).toHaveLength(1);
    const mails = await sql<{ id: string; status: string; template: string }>(
      'select id, status, template from public.email_outbox where lead_id = $1',
      [id],
    );
    for (const mail of mails.filter((m) => m.template === 'lead-to-builder'))
      expect(mail.status).toBe(mail.id === sent!.id ? 'sent' : 'cancelled');
    expect(
      (await sql('select withdrawn_at from public.lead_submissions where id = $1', [id]))[0]!.withdrawn_at,
    ).not.toBeNull();
    // The homeowner is mailed a confirmation once, however often the link is pressed.
    await withdrawRequest(anon, await signedLink(id));
    expect(
      await sql(
        `select to_email, status from public.email_outbox where lead_id = $1 and template = 'lead-withdrawn'`,
        [id],
      ),
    ).toEqual([{ to_email: homeowner.email, status: 'queued' }]);
  });

  it('does nothing for an altered link, another request, or an expired one', async () => {
    const anon = await clientAs('anon');
    const { id } = await submitLead(anon, request());
    const other = await submitLead(anon, request());
    const link = await signedLink(id);
    const flipped = link.signature.at(-1) === 'A' ? 'B' : 'A';
    const tries = [
      { ...link, signature: `${link.signature.slice(0, -1)}${flipped}` },
      { ...link, expires: link.expires + 1 },
      { ...link, request: other.id },
    ];
    for (const attempt of tries)
      await expect(withdrawRequest(anon, attempt)).rejects.toThrow(WITHDRAW_TEXTS.invalid);
    const past = Math.floor(Date.now() / 1000) - 60;
    const [expired] = await sql<{ signature: string }>(
      'select private.withdraw_signature($1, $2) as signature',
      [id, past],
    );
    await expect(
      withdrawRequest(anon, { request: id, expires: past, signature: expired!.signature }),
    ).rejects.toThrow(WITHDRAW_TEXTS.expired);
    const rows = await sql<{ withdrawn_at: string | null }>(
      'select withdrawn_at from public.lead_submissions where id = any($1)',
      [[id, other.id]],
    );
    expect(rows.map((r) => r.withdrawn_at)).toEqual([null, null]);
  });
});

describe("staff's inbox and what others read of it", () => {
  it('shows staff every request with its routing; an anonymous visitor reads none of it', async () => {
    const anon = await clientAs('anon');
    const staff = await clientAs('staff');
    const { id, choiceToken } = await submitLead(
      anon,
      request({ partner: 'pond-partner', pageOrigin: 'https://partner.example' }),
    );
    const [builder] = await buildersWithEmail(1);
    await chooseBuilders(anon, {
      requestId: id,
      choiceToken,
      contractorIds: [builder!],
      consentId: CONSENTS.builderChoice.id,
    });

    const inbox = await listInbox(staff, { status: 'routed', partner: 'pond-partner' });
    expect(inbox.find((row) => row.id === id)).toMatchObject({ builders: 1, status: 'routed' });
    const routing = await getRequestRouting(staff, id);
    expect(routing.builders.map((b) => b.contractorId)).toEqual([builder]);
    expect(routing.builders[0]!.email).toMatch(/@/);
    expect(routing.mails.map((m) => m.template).sort()).toEqual(['lead-confirmation', 'lead-to-builder']);
    const report = await getPartnerReport(staff);
    expect(report.find((row) => row.partner === 'pond-partner')).toMatchObject({
      claimed_origin: 'https://partner.example',
    });

    for (const table of [
      'lead_routes',
      'email_outbox',
      'contractor_emails',
      'lead_inbox',
      'partner_report',
    ] as const) {
      const { data } = await anon.from(table as 'lead_routes').select('*');
      expect(data ?? []).toEqual([]);
    }
    const authenticated = await clientAs('authenticated');
    expect(await listInbox(authenticated)).toEqual([]);
    await expect(markBuilderContacted(authenticated, id, builder!)).rejects.toThrow();
  });

  it('records response times and shows one only after five answered requests', async () => {
    const anon = await clientAs('anon');
    const staff = await clientAs('staff');
    const [builder] = await sql<{ id: string }>(
      `select c.id from public.contractors c where c.state = 'VT' order by c.id limit 1`,
    );
    for (let n = 1; n <= 5; n++) {
      const { id, choiceToken } = await submitLead(anon, request());
      await chooseBuilders(anon, {
        requestId: id,
        choiceToken,
        contractorIds: [builder!.id],
        consentId: CONSENTS.builderChoice.id,
      });
      // As if chosen n hours ago, then marked contacted now.
      await sql(
        `update public.lead_routes set chosen_at = now() - make_interval(hours => $2) where lead_id = $1`,
        [id, n],
      );
      await markBuilderContacted(staff, id, builder!.id);
      const time = await getResponseTime(anon, builder!.id);
      if (n < 5) expect(time).toBeNull();
      // Five answered within hours: five of five within two business days, all five due (answered).
      else expect(time).toEqual({ medianMinutes: 180, answered: 5, inTime: 5, due: 5 });
    }
    // One builder at a time: no call answers for every builder at once.
    const { error } = await anon.rpc('contractor_response_time', { p_contractor: null as unknown as string });
    expect(error).toBeNull();
    expect(
      (await anon.rpc('contractor_response_time', { p_contractor: null as unknown as string })).data,
    ).toEqual([]);
  });
});
